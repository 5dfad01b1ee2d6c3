// Direct multipart upload of one file to presigned storage (not the API: no token, no JSON). The
// presigned fields go first and the file last, as the storage service requires; a ${filename}
// placeholder in the key field is filled in here. fetch cannot report upload progress, so progress is
// reported at the start (0) and at the end (total); flows that need finer bars scale across files.

import type { PresignedPost, UploadableFile } from '../domain/entities/upload';
import { ApiError, NetworkError, isAbortError } from '../http/errors';
import type { CallInit } from './call';

export const FILENAME_PLACEHOLDER = '${filename}';

export interface PresignedUploadResult {
  /** The storage key the file was stored under (the key field with the placeholder filled), if any. */
  key?: string;
}

/** The key the storage service will store `fileName` under. */
export function presignedKeyFor(post: PresignedPost, fileName: string): string | undefined {
  return post.fields.key?.split(FILENAME_PLACEHOLDER).join(fileName);
}

export async function uploadToPresignedPost(
  post: PresignedPost,
  file: UploadableFile,
  onProgress?: (loaded: number, total: number) => void,
  init?: CallInit & { fetch?: typeof fetch },
): Promise<PresignedUploadResult> {
  const key = presignedKeyFor(post, file.name);
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) {
    form.append(name, name === 'key' && key !== undefined ? key : value);
  }
  form.append('file', file.data, file.name);

  const total = file.data.size;
  onProgress?.(0, total);
  let response: Response;
  try {
    response = await (init?.fetch ?? fetch)(post.url, { method: 'POST', body: form, signal: init?.signal });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(post.url, error);
  }
  if (!response.ok) {
    // Storage services answer errors in XML: keep the raw text as the body for the log.
    const raw = await response.text().catch(() => '');
    throw new ApiError({ url: post.url, status: response.status, body: raw });
  }
  onProgress?.(total, total);
  return { key };
}
