// Decoding (never verifying) JWTs: the client only reads its own tokens' claims; the API verifies them.

export type JwtClaims = Record<string, unknown>;

const utf8 = new TextDecoder();

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  // A plain loop: Uint8Array.from with a mapping function calls it per character through the iterator
  // protocol, and decoding tokens showed in the scenario replay's profile.
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return utf8.decode(bytes);
}

/** The payload of a JWT, or undefined when the token is not a well-formed JWT. */
export function decodeJwtClaims(token: string | undefined | null): JwtClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as JwtClaims) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds since the epoch, from a numeric claim. */
export function numericClaim(claims: JwtClaims | undefined, name: string): number | undefined {
  const value = claims?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
