// The one check every address the portal opens, navigates to or links to goes through when the address is
// not written in the code: a server's answer (download and zip addresses, a quote's return address, the TMS
// authorization URL, links a request carries) or the runtime config (external tiles, the TMS base, the
// hosted sign-in). Only web addresses pass: `javascript:`, `data:`, `file:`, `blob:` and malformed strings
// never do, whatever their case or leading blanks. A relative address resolves against the page, so it
// stays in the portal's own origin; in Node there is no page and only absolute addresses pass.
// The lint rule `llts/checked-url` (scripts/url-sink-lint.mjs) makes every sink take a `SafeUrl`.
import { COMMON_MESSAGES } from './catalogue';

/** An address that passed `safeUrl`: only this function makes one (the lint rule refuses `as SafeUrl`). */
export type SafeUrl = string & { readonly __safeUrl: true };

const WEB_PROTOCOLS = new Set(['https:', 'http:']);

/** The page's address in a browser (a relative address's base); undefined in Node. */
const pageAddress = (): string | undefined => (globalThis as { location?: { href?: string } }).location?.href;

/**
 * The address, made absolute, when it is an http(s) one; else undefined. `base` defaults to the page's
 * address (in a browser), so an in-app path such as '/files/1' passes as the page's origin.
 */
export function safeUrl(candidate: unknown, base: string | undefined = pageAddress()): SafeUrl | undefined {
  if (typeof candidate !== 'string' || !candidate.trim()) return undefined;
  try {
    const url = new URL(candidate.trim(), base);
    return WEB_PROTOCOLS.has(url.protocol) ? (url.href as SafeUrl) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A refused address. Its message is the spec's common unexpected-error text (part 1 §8), which is what
 * `userFacingMessage` shows for it: the address itself is never shown, it is the server's fault, not the user's.
 */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError';
  constructor() {
    super(COMMON_MESSAGES.unexpected);
  }
}

/**
 * The page's own address for bytes it holds (URL.createObjectURL): made here from a Blob, never from a
 * server's string, so there is nothing to check. The caller revokes it (URL.revokeObjectURL) when done.
 */
export function objectUrlOf(blob: Blob): SafeUrl {
  return URL.createObjectURL(blob) as SafeUrl;
}

/** `safeUrl` for a caller that cannot go on without the address: a refused one throws `UnsafeUrlError`. */
export function requireSafeUrl(candidate: unknown, base?: string): SafeUrl {
  const url = safeUrl(candidate, base ?? pageAddress());
  if (!url) throw new UnsafeUrlError();
  return url;
}
