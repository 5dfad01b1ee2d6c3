// A job request's files: a signed download URL for one file, and the zip of translated files (start it,
// then poll its status until a download URL appears).

import type { DownloadUrlResponse, ZipStatusResponse } from '../domain/entities/jobRequest';
import type { HttpClient } from '../http/client';
import { hasFields } from '../http/shape';
import { segment, type CallInit } from './call';

/** inline asks for a URL the browser shows instead of saving (the quote frame). */
export function getFileDownloadUrl(
  http: HttpClient,
  jobRequestId: string,
  fileKey: string,
  options: { inline?: boolean } = {},
  init?: CallInit,
): Promise<DownloadUrlResponse> {
  return http.get(`/jobRequests/${segment(jobRequestId)}/files/${segment(fileKey)}/downloadUrl`, {
    query: { inline: options.inline },
    signal: init?.signal,
    expect: hasFields<DownloadUrlResponse>({ downloadUrl: 'string' }),
  });
}

/** Response not shown in the spec: progress is read through getZipStatus. */
export async function zipTranslatedFiles(
  http: HttpClient,
  jobRequestId: string,
  zipFileName?: string,
  init?: CallInit,
): Promise<void> {
  await http.post(`/jobRequests/${segment(jobRequestId)}/actions/zipTranslatedFiles`, undefined, {
    query: { zipFileName },
    signal: init?.signal,
  });
}

export function getZipStatus(
  http: HttpClient,
  jobRequestId: string,
  init?: CallInit,
): Promise<ZipStatusResponse> {
  return http.get(`/jobRequests/${segment(jobRequestId)}/actions/zipTranslatedFiles/status`, {
    signal: init?.signal,
    expect: hasFields<ZipStatusResponse>({ status: 'string' }),
  });
}
