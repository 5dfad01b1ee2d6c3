import type { SWRConfiguration } from 'swr';
import {
  CACHE_MAX_RETRIES,
  CACHE_NO_RETRY_STATUSES,
  CACHE_STALE_TIME_MS,
  IN_PROGRESS_POLL_INTERVAL_MS,
} from '../domain/timing';
import { ApiError } from '../http/errors';

/** Spec §9: data goes stale after 20 minutes. */
export const STALE_AFTER_MS = CACHE_STALE_TIME_MS;
/** Spec §9: up to 3 retries, except on 401 and 403 (retrying cannot fix a missing permission). */
export const MAX_RETRIES = CACHE_MAX_RETRIES;
/** Spec §9: lists with work in progress refresh every 10 seconds. */
export const POLL_INTERVAL_MS = IN_PROGRESS_POLL_INTERVAL_MS;

export function shouldRetry(error: unknown, retryCount: number): boolean {
  if (retryCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError && CACHE_NO_RETRY_STATUSES.includes(error.status)) return false;
  return true;
}

export const swrConfig: SWRConfiguration = {
  // SWR has no "stale time": deduping plus throttled focus revalidation give the same effect.
  dedupingInterval: STALE_AFTER_MS,
  focusThrottleInterval: STALE_AFTER_MS,
  revalidateOnFocus: true,
  shouldRetryOnError: true,
  errorRetryCount: MAX_RETRIES,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (!shouldRetry(error, retryCount - 1)) return;
    const base = config.errorRetryInterval ?? 1000;
    setTimeout(() => void revalidate({ retryCount }), base * 2 ** (retryCount - 1));
  },
};

/**
 * The deduping window of a query that polls. SWR's refreshInterval revalidates with deduping on, so under
 * the global 20-minute window (the stale time above) no refresh would ever reach the server.
 */
export const POLLED_DEDUPING_MS = 1_000;

/** The refresh interval for a list: 10 s while any item is in progress, otherwise none. */
export function pollingInterval<T>(
  items: readonly T[] | undefined,
  inProgress: (item: T) => boolean,
): number {
  return items?.some(inProgress) ? POLL_INTERVAL_MS : 0;
}
