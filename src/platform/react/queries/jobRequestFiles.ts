// A request's files: the address the Quote tab frames (a query, kept while the tab shows) and the signed
// address of a download, asked for on each press because it expires.
import { useCallback } from 'react';
import { getFileDownloadUrl } from '../../api/jobRequestFiles';
import { useHttpClient } from '../platformStore';
import { useApiQuery } from '../useApiQuery';

// Outside jobRequestsPrefix(): a change to the request does not ask for its documents' addresses again.
export const inlineFileUrlKey = (jobRequestId: string, fileKey: string) =>
  ['jobRequestFiles', jobRequestId, fileKey, 'inline'] as const;

/** The address a frame shows the file at (inline); no file key asks for nothing. */
export function useInlineFileUrl(jobRequestId: string, fileKey: string | undefined) {
  return useApiQuery(fileKey ? inlineFileUrlKey(jobRequestId, fileKey) : null, (http) =>
    getFileDownloadUrl(http, jobRequestId, fileKey ?? '', { inline: true }),
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
