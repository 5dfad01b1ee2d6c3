// Return targets after sign-in come from the URL or storage, so they are attacker-controlled: only a
// same-origin path is ever followed, never a full URL, a protocol-relative '//host' or a backslash trick.

const FALLBACK = '/';
const DUMMY_ORIGIN = 'https://portal.invalid';

export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string') return FALLBACK;
  const path = candidate.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return FALLBACK;
  // Control characters and backslashes are never part of a path we issued.
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return FALLBACK;
  try {
    // Resolving against a dummy origin must not change the origin, and neither may what we return: dot
    // segments normalise away ('/.//evil.example' becomes '//evil.example', another origin once followed).
    const url = new URL(path, DUMMY_ORIGIN);
    if (url.origin !== DUMMY_ORIGIN) return FALLBACK;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    if (normalised.startsWith('//') || new URL(normalised, DUMMY_ORIGIN).origin !== DUMMY_ORIGIN)
      return FALLBACK;
    return normalised;
  } catch {
    return FALLBACK;
  }
}
