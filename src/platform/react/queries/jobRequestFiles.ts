// A request's files: the quote document the Quote tab shows (a query, kept while the tab shows) and the
// signed address of a download, asked for on each press because it expires.
import { useCallback } from 'react';
import { getFileDownloadUrl } from '../../api/jobRequestFiles';
import { readSignedFile } from '../../api/signedDownload';
import { requireSafeUrl } from '../../http/safeUrl';
import { useHttpClient } from '../platformStore';
import { useApiQuery } from '../useApiQuery';

// Outside jobRequestsPrefix(): a change to the request does not read its documents again.
export const fileDocumentKey = (jobRequestId: string, fileKey: string) =>
  ['jobRequestFiles', jobRequestId, fileKey, 'document'] as const;

/**
 * A file's bytes, read through its inline address (asked for, checked, read at once: it expires), for the
 * page to show; no file key asks for nothing. Read once per visit: the bytes do not change, and reading
 * again on every focus would fetch the whole document each time. A retry asks for a new address.
 */
export function useFileDocument(jobRequestId: string, fileKey: string | undefined) {
  return useApiQuery(
    fileKey ? fileDocumentKey(jobRequestId, fileKey) : null,
    async (http) => {
      const { downloadUrl } = await getFileDownloadUrl(http, jobRequestId, fileKey ?? '', { inline: true });
      return readSignedFile(requireSafeUrl(downloadUrl));
    },
    { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false },
  );
}

/** Asks for a file's download address now (never cached: it expires). */
export function useFileDownloadUrl() {
  const http = useHttpClient();
  return useCallback(
    (jobRequestId: string, fileKey: string) => getFileDownloadUrl(http, jobRequestId, fileKey),
    [http],
  );
}
