// Job requests: one page of a list (cursor paging, part 2 §7) and one request.
//
// Paging is keyed pages, not swr/infinite: a list shows one page at a time ('Page N' with next and
// previous), so each page is its own cache entry keyed by its filters and its pageToken, and the list keeps
// the tokens it has seen (page 1 has none, page N+1 is page N's nextPageToken). Plain entries also let
// useApiMutate().prefix(...) refresh every page of every list after a change (SWR's filter-mutate skips
// swr/infinite entries). The changes are the hooks of jobRequestsMutations.ts and, for new MT requests,
// machineTranslationMutations.ts; each ends with jobRequestsChanged.
import type { SWRConfiguration } from 'swr';
import { getJobRequest, listJobRequests } from '../../api/jobRequests';
import type { JobRequest, JobRequestPage, ListJobRequestsQuery } from '../../domain/entities/jobRequest';
import type { ApiMutate } from '../useApiMutate';
import { useApiQuery } from '../useApiQuery';

/** Everything about job requests: lists and single requests (refresh after a change to any of them). */
export const jobRequestsPrefix = () => ['jobRequests'] as const;
/** Every page of every job-request list. */
export const jobRequestPagesPrefix = () => ['jobRequests', 'page'] as const;

const sortedOrNull = <T extends string>(values: T | readonly T[] | undefined): T[] | null => {
  const list = values === undefined ? [] : typeof values === 'string' ? [values] : [...values];
  return list.length ? list.sort() : null;
};

/**
 * One page's key: filters normalised (status and origination sorted, absent values null) so the same list
 * asked for in another order shares its entries; the pageToken last (null for the first page).
 */
export const jobRequestPageKey = (query: ListJobRequestsQuery) =>
  [
    ...jobRequestPagesPrefix(),
    sortedOrNull(query.origination),
    sortedOrNull(query.status),
    query.pageSize ?? null,
    query.pageToken ?? null,
  ] as const;

export const jobRequestKey = (id: string) => ['jobRequests', 'one', id] as const;

/**
 * GET /jobRequests for one page. `config` takes the list's polling (swrConfig's pollingInterval over the
 * items) or keepPreviousData while the next page loads. A null query fetches nothing.
 */
export function useJobRequestPage(
  query: ListJobRequestsQuery | null,
  config?: SWRConfiguration<JobRequestPage>,
) {
  return useApiQuery(query && jobRequestPageKey(query), (http) => listJobRequests(http, query ?? {}), config);
}

/** GET /jobRequests/{id}; no id fetches nothing. */
export function useJobRequest(id: string | null | undefined, config?: SWRConfiguration<JobRequest>) {
  return useApiQuery(id ? jobRequestKey(id) : null, (http) => getJobRequest(http, id ?? ''), config);
}

/**
 * After any change to a request: every page of every list and every request asks again (those on screen
 * now, the others when they next show), whichever list or page the change came from.
 */
export const jobRequestsChanged = (mutate: ApiMutate) => mutate.prefix(jobRequestsPrefix());
