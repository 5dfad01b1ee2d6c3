// INTERIM: one page of the list through useApiQuery until the shared job-request-pages query lands in
// src/platform/react/queries/; then this file becomes a thin use of it.
import type { JobRequestPage } from '../../platform/domain/entities/jobRequest';
import type { Origination } from '../../platform/domain/enums';
import { isInProgress, statusesForGroups, type StatusGroup } from '../../platform/domain/jobRequestStatus';
import { listJobRequests } from '../../platform/api/jobRequests';
import { pollingInterval } from '../../platform/react/swrConfig';
import { useApiQuery } from '../../platform/react/useApiQuery';

export function useRequestPage(query: {
  origination: Origination | readonly Origination[];
  groups: readonly StatusGroup[];
  pageSize: number;
  pageToken?: string;
}) {
  const status = statusesForGroups(query.groups);
  const origination = typeof query.origination === 'string' ? [query.origination] : [...query.origination];
  const result = useApiQuery<JobRequestPage>(
    ['jobRequests', 'page', origination.join(','), status.join(','), query.pageSize, query.pageToken ?? ''],
    (http) =>
      listJobRequests(http, {
        origination,
        status: status.length ? status : undefined,
        pageSize: query.pageSize,
        pageToken: query.pageToken,
      }),
    {
      // Spec §4.1/§9: refresh every 10 s while any row is in progress; stop once none is.
      refreshInterval: (page) => pollingInterval(page?.items, (request) => isInProgress(request.status)),
      keepPreviousData: true,
    },
  );
  return { ...result, refresh: () => void result.mutate() };
}
