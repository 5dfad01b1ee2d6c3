// Cursor paging of the job request list (part 2 §7): follows nextPageToken until the last page.
import { listJobRequests } from '../api/jobRequests';
import type { JobRequest, ListJobRequestsQuery } from '../domain/entities/jobRequest';
import type { HttpClient } from '../http/client';

/** Every page from the first (or `query.pageToken`) to the last, one at a time. */
export async function* jobRequestPages(
  http: HttpClient,
  query: ListJobRequestsQuery,
  init?: { signal?: AbortSignal },
): AsyncGenerator<{ items: JobRequest[]; pageToken?: string }> {
  let pageToken = query.pageToken;
  const seen = new Set<string>();
  for (;;) {
    const page = await listJobRequests(http, { ...query, pageToken }, init);
    yield { items: page.items, pageToken };
    const next = page.nextPageToken ?? undefined;
    // A server that hands back a token it already gave would loop forever.
    if (!next || seen.has(next)) return;
    seen.add(next);
    pageToken = next;
  }
}

export async function listAllJobRequests(
  http: HttpClient,
  query: ListJobRequestsQuery,
  init?: { signal?: AbortSignal },
): Promise<JobRequest[]> {
  const all: JobRequest[] = [];
  for await (const page of jobRequestPages(http, query, init)) all.push(...page.items);
  return all;
}
