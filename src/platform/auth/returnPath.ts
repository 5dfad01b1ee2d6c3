// Return targets after sign-in come from the URL or storage, so they are attacker-controlled: only a
// same-origin path is ever followed, never a full URL, a protocol-relative '//host' or a backslash trick.

const FALLBACK = '/';

export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string') return FALLBACK;
  const path = candidate.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return FALLBACK;
  // Control characters and backslashes are never part of a path we issued.
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return FALLBACK;
  try {
    // Resolving against a dummy origin must not change the origin.
    const url = new URL(path, 'https://portal.invalid');
    if (url.origin !== 'https://portal.invalid') return FALLBACK;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return FALLBACK;
  }
}
