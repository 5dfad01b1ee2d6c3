// One page of a request list through the shared job-request-pages query: the chosen status groups become
// their statuses (a platform rule), and the page refreshes every 10 s while any of its rows is in
// progress (part 2 §4.1, §9), stopping once none is.
import type { Origination } from '../../platform/domain/enums';
import { isInProgress, statusesForGroups, type StatusGroup } from '../../platform/domain/jobRequestStatus';
import { useJobRequestPage } from '../../platform/react/queries/jobRequests';
import { retryOf } from '../../platform/react/retryLoad';
import { POLLED_DEDUPING_MS, pollingInterval } from '../../platform/react/swrConfig';

interface RequestPageQuery {
  origination: Origination | readonly Origination[];
  groups: readonly StatusGroup[];
  pageSize: number;
  pageToken?: string;
}

function listQuery(query: RequestPageQuery) {
  const status = statusesForGroups(query.groups);
  return {
    origination: query.origination,
    status: status.length ? status : undefined,
    pageSize: query.pageSize,
    pageToken: query.pageToken,
  };
}

export function useRequestPage(query: RequestPageQuery) {
  const { data, error, isLoading, mutate } = useJobRequestPage(listQuery(query), {
    refreshInterval: (page) => pollingInterval(page?.items, (request) => isInProgress(request.status)),
    dedupingInterval: POLLED_DEDUPING_MS,
    // The rows stay while the next page or filter loads, instead of flashing the loading state.
    keepPreviousData: true,
  });
  // Until the new query answers, `data` is the previous query's page, which SWR does not count as loaded.
  const isLagging = isLoading && data !== undefined;
  return { data, error, isLoading, isLagging, onRetry: retryOf({ error, mutate }) };
}

/**
 * The page after the one shown, asked for once its cursor is known, so "Next" shows it from the cache
 * instead of after a round trip (the MT list bench: every uncached page missed its input-to-rows target).
 * The list passes the cursor once the current query's rows are committed: the demo backend answers on the
 * page's own thread, and asked earlier it worked while those rows were rendering. Nothing of the answer is
 * read here, so it re-renders nothing; one more request per page viewed, and no polling of its own.
 */
export function usePrefetchedNextPage(
  query: Omit<RequestPageQuery, 'pageToken'>,
  nextToken: string | undefined,
) {
  useJobRequestPage(nextToken ? listQuery({ ...query, pageToken: nextToken }) : null, {
    dedupingInterval: POLLED_DEDUPING_MS,
    revalidateOnFocus: false,
  });
}
