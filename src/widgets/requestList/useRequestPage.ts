// One page of a request list through the shared job-request-pages query: the chosen status groups become
// their statuses (a platform rule), and the page refreshes every 10 s while any of its rows is in
// progress (part 2 §4.1, §9), stopping once none is.
import type { Origination } from '../../platform/domain/enums';
import { isInProgress, statusesForGroups, type StatusGroup } from '../../platform/domain/jobRequestStatus';
import { useJobRequestPage } from '../../platform/react/queries/jobRequests';
import { POLLED_DEDUPING_MS, pollingInterval } from '../../platform/react/swrConfig';

export function useRequestPage(query: {
  origination: Origination | readonly Origination[];
  groups: readonly StatusGroup[];
  pageSize: number;
  pageToken?: string;
}) {
  const status = statusesForGroups(query.groups);
  return useJobRequestPage(
    {
      origination: query.origination,
      status: status.length ? status : undefined,
      pageSize: query.pageSize,
      pageToken: query.pageToken,
    },
    {
      refreshInterval: (page) => pollingInterval(page?.items, (request) => isInProgress(request.status)),
      dedupingInterval: POLLED_DEDUPING_MS,
      // The rows stay while the next page or filter loads, instead of flashing the loading state.
      keepPreviousData: true,
    },
  );
}
