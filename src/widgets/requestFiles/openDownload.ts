// Opens a signed download address the server answered. It goes through the one check first: only a web
// address is ever followed (a `javascript:` answer would run in the portal's origin). The provider's storage
// is another origin: the address is opened as a page navigation, which needs no CORS from the storage. A
// same-origin address is the embedded demo backend's, and its service worker answers fetches but never
// navigations (MSW lets those through to the static server, which has no such file): it is fetched and
// saved instead.
import { requireSafeUrl } from '../../platform/http/safeUrl';
import { browserNavigation } from '../../platform/react/browserNavigation';
import { saveFile } from '../../ui/saveFile';

export function isSameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

/**
 * `fileName` defaults to the address's last path segment (a zip is named there). An address that is not a
 * web address rejects with `UnsafeUrlError` (the generic error) and opens nothing.
 */
export async function openDownload(url: string, fileName?: string): Promise<void> {
  const target = requireSafeUrl(url);
  if (!isSameOrigin(target)) {
    browserNavigation.leaveTo(target);
    return;
  }
  const response = await fetch(target);
  if (!response.ok) throw new Error(`The file could not be downloaded (${response.status}).`);
  const name =
    fileName ?? (decodeURIComponent(new URL(target).pathname.split('/').pop() ?? '') || 'download');
  saveFile(name, await response.blob(), response.headers.get('Content-Type') ?? 'application/octet-stream');
}
