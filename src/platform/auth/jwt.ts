// Decoding (never verifying) JWTs: the client only reads its own tokens' claims; the API verifies them.

export type JwtClaims = Record<string, unknown>;

const utf8 = new TextDecoder();

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  // A plain loop: Uint8Array.from with a mapping function calls it per character through the iterator
  // protocol, and decoding tokens showed in the scenario replay's profile.
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return utf8.decode(bytes);
}

// The last tokens decoded, and their claims: the session is read on every render that asks who is signed
// in (a phone's profile of a list page showed the same id token decoded hundreds of times).
const decoded = new Map<string, Readonly<JwtClaims> | undefined>();
const DECODED_KEPT = 4;

function decode(payload: string): Readonly<JwtClaims> | undefined {
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    // Frozen: every caller of the same token shares the object.
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? Object.freeze(claims as JwtClaims)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The payload of a JWT (read-only), or undefined when the token is not a well-formed JWT. */
export function decodeJwtClaims(token: string | undefined | null): Readonly<JwtClaims> | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  if (decoded.has(payload)) return decoded.get(payload);
  const claims = decode(payload);
  if (decoded.size >= DECODED_KEPT) decoded.delete(decoded.keys().next().value!);
  decoded.set(payload, claims);
  return claims;
}

/** Seconds since the epoch, from a numeric claim. */
export function numericClaim(claims: Readonly<JwtClaims> | undefined, name: string): number | undefined {
  const value = claims?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
