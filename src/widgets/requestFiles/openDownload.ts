// Opens a signed download address. The provider's storage is another origin: the address is opened as a
// page navigation, which needs no CORS from the storage. A same-origin address is the embedded demo
// backend's, and its service worker answers fetches but never navigations (MSW lets those through to the
// static server, which has no such file): it is fetched and saved instead.
import { saveFile } from '../../ui/saveFile';

export function isSameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

/** `fileName` defaults to the address's last path segment (a zip is named there). */
export async function openDownload(url: string, fileName?: string): Promise<void> {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) {
    window.location.assign(target.href);
    return;
  }
  const response = await fetch(target.href);
  if (!response.ok) throw new Error(`The file could not be downloaded (${response.status}).`);
  const name = fileName ?? (decodeURIComponent(target.pathname.split('/').pop() ?? '') || 'download');
  saveFile(name, await response.blob(), response.headers.get('Content-Type') ?? 'application/octet-stream');
}
