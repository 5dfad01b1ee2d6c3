// The bytes behind a signed storage address (a presigned GET), read by the page itself: no token, the
// signature is the key. Where the page must show a file (the quote document's frame) it reads the bytes
// instead of pointing a frame at the address: a frame's navigation is never answered by the demo backend's
// service worker, and a frame tells the page nothing of a 403 or 404 it shows.
import { NetworkError, isAbortError } from '../http/errors';
import type { SafeUrl } from '../http/safeUrl';
import type { CallInit } from './call';

/** Storage answered with an error (an expired signature, a missing object): a new address may do. */
export class StorageReadError extends Error {
  override readonly name = 'StorageReadError';
  constructor(readonly status: number) {
    super(`The document could not be loaded (${status}).`);
  }
}

export async function readSignedFile(
  url: SafeUrl,
  init?: CallInit & { fetch?: typeof fetch },
): Promise<Blob> {
  let response: Response;
  try {
    response = await (init?.fetch ?? fetch)(url, { signal: init?.signal });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(url, error);
  }
  if (!response.ok) throw new StorageReadError(response.status);
  return response.blob();
}
