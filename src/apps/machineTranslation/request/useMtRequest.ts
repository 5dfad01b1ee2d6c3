import type { JobRequest } from '../../../platform/domain/entities/jobRequest';
import { isInProgress } from '../../../platform/domain/jobRequestStatus';
import { IN_PROGRESS_POLL_INTERVAL_MS } from '../../../platform/domain/timing';
import { usePageTitle } from '../../../platform/react/pageTitle';
import { useJobRequest } from '../../../platform/react/queries/jobRequests';
import { POLLED_DEDUPING_MS } from '../../../platform/react/swrConfig';

/**
 * A request's page's data: the request, asked again every 10 s while it is in progress so the page reaches
 * Completed on its own. The page is the request: its name, then the tool (`loadingTitle`, the kind of
 * request, while it loads).
 */
export function useMtRequest(id: string, loadingTitle: string, toolTitle: string) {
  const query = useJobRequest(id, {
    refreshInterval: (latest?: JobRequest) =>
      isInProgress(latest?.status) ? IN_PROGRESS_POLL_INTERVAL_MS : 0,
    dedupingInterval: POLLED_DEDUPING_MS,
  });
  usePageTitle(query.data?.name ?? loadingTitle, toolTitle);
  return query;
}
