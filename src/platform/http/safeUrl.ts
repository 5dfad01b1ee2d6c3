// Addresses that come from a server answer (TMS authorization URL, a quote's redirect address) are
// followed only when they are plain web addresses: never javascript:, data:, file: or a malformed string.

/** The URL itself when it is an absolute http(s) address, else undefined. */
export function safeExternalUrl(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string') return undefined;
  try {
    const url = new URL(candidate.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
