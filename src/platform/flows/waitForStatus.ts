// Polls a job request until its status is the one asked for, or falls in the asked-for user-facing group
// (part 2 §4.1), or the time runs out, or it ends in a final status that is not the one asked for. The CLI's `request wait` and the scenario runner's waits use it.
import { getJobRequest } from '../api/jobRequests';
import { JOB_REQUEST_STATUSES } from '../domain/enums';
import type { JobRequest } from '../domain/entities/jobRequest';
import { isFinalStatus, STATUS_GROUPS, statusGroupOf } from '../domain/jobRequestStatus';
import { IN_PROGRESS_POLL_INTERVAL_MS } from '../domain/timing';
import type { HttpClient } from '../http/client';
import { FlowError, InvalidInputError } from './flowErrors';
import { realClock, type FlowClock } from './waiting';

export interface WaitOptions {
  intervalMs?: number;
  timeoutMs?: number;
  clock?: FlowClock;
  signal?: AbortSignal;
  onPoll?: (request: JobRequest) => void;
}

/** A status name or a group label, compared case-insensitively; undefined when it is neither. */
export function statusTarget(until: string): ((status: string) => boolean) | undefined {
  const wanted = until.trim().toLowerCase();
  const status = JOB_REQUEST_STATUSES.find((s) => s.toLowerCase() === wanted);
  if (status) return (actual) => actual === status;
  const group = STATUS_GROUPS.find((g) => g.toLowerCase() === wanted);
  if (group) return (actual) => statusGroupOf(actual) === group;
  return undefined;
}

export async function waitForStatus(
  http: HttpClient,
  id: string,
  until: string,
  options: WaitOptions = {},
): Promise<JobRequest> {
  const matches = statusTarget(until);
  if (!matches) {
    throw new InvalidInputError({
      until: `Unknown status or group '${until}'. Statuses: ${JOB_REQUEST_STATUSES.join(', ')}. Groups: ${STATUS_GROUPS.join(', ')}`,
    });
  }
  const clock = options.clock ?? realClock;
  const interval = options.intervalMs ?? IN_PROGRESS_POLL_INTERVAL_MS;
  const deadline = clock.now() + (options.timeoutMs ?? Infinity);
  for (;;) {
    const request = await getJobRequest(http, id, { signal: options.signal });
    options.onPoll?.(request);
    if (matches(request.status)) return request;
    if (isFinalStatus(request.status)) {
      throw new FlowError(
        'unreachableStatus',
        `${id} ended as ${request.status}: it will not reach ${until}`,
        { status: request.status },
      );
    }
    if (clock.now() + interval > deadline) {
      throw new FlowError(
        'waitTimeout',
        `Timed out waiting for ${id} to reach ${until} (last status ${request.status})`,
      );
    }
    await clock.sleep(interval, options.signal);
  }
}
