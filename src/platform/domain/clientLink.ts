// The client id and token of a client's link, the sign-up link (/signUp/{clientId}/{token}, part 1 §2) and
// the external create-request link (/createProject/{clientId}/{token}, part 2 §2.1): in both the client id
// is base64, then URL-encoded. A client id that does not decode makes the whole link invalid. One decoding
// for both links, so a link that opens one page opens the other written the same way.

export interface ClientLink {
  clientId?: string;
  token?: string;
}

export type DecodedClientLink = { ok: true; link: ClientLink } | { ok: false };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;

/** base64 (standard or URL-safe, padding optional) to UTF-8 text; undefined when it is not base64 text. */
function fromBase64(encoded: string): string | undefined {
  const standard = encoded.replace(/-/g, '+').replace(/_/g, '/');
  if (!standard || !BASE64.test(standard)) return undefined;
  try {
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    // A client id is printable text: control characters mean the segment was never base64 of an id.
    const printable = [...text].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f);
    return text.trim() && printable ? text : undefined;
  } catch {
    return undefined;
  }
}

function uriDecoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The link's client id and token from the route's segments (either may be raw or already URL-decoded).
 * No client id segment is a link without a client (the plain sign-up page); one that is not base64 of
 * printable text is `{ ok: false }`, the spec's invalid-URL outcome.
 */
export function decodeClientLink(clientIdSegment?: string, tokenSegment?: string): DecodedClientLink {
  if (clientIdSegment === undefined || clientIdSegment === '') return { ok: true, link: {} };
  const unescaped = uriDecoded(clientIdSegment);
  const clientId = unescaped === undefined ? undefined : fromBase64(unescaped);
  if (clientId === undefined) return { ok: false };
  const token = tokenSegment ? (uriDecoded(tokenSegment) ?? tokenSegment) : undefined;
  return { ok: true, link: token ? { clientId, token } : { clientId } };
}

/** The path segments `{clientId}/{token}` of a client's link (the inverse of decodeClientLink). */
export function encodeClientLink(clientId: string, token: string): string {
  const bytes = new TextEncoder().encode(clientId);
  const base64 = btoa(String.fromCharCode(...bytes));
  return `${encodeURIComponent(base64)}/${encodeURIComponent(token)}`;
}
