import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../../src/platform/http/errors';
import {
  MAX_RETRIES,
  pollingInterval,
  POLL_INTERVAL_MS,
  shouldRetry,
  STALE_AFTER_MS,
  swrConfig,
} from '../../../../src/platform/react/swrConfig';

const apiError = (status: number) => new ApiError({ url: 'u', status, body: undefined });

describe('SWR configuration', () => {
  it('treats data as fresh for 20 minutes', () => {
    expect(STALE_AFTER_MS).toBe(20 * 60 * 1000);
    expect(swrConfig.dedupingInterval).toBe(STALE_AFTER_MS);
  });

  it('retries up to 3 times', () => {
    expect(MAX_RETRIES).toBe(3);
    expect(shouldRetry(apiError(500), 0)).toBe(true);
    expect(shouldRetry(apiError(503), 2)).toBe(true);
    expect(shouldRetry(apiError(503), 3)).toBe(false);
    expect(shouldRetry(new NetworkError('u'), 0)).toBe(true);
  });

  it('never retries 401 or 403', () => {
    expect(shouldRetry(apiError(401), 0)).toBe(false);
    expect(shouldRetry(apiError(403), 0)).toBe(false);
    expect(shouldRetry(apiError(404), 0)).toBe(true);
  });

  it('polls every 10 s only while something is in progress', () => {
    const inProgress = (s: string) => s === 'TRANSLATING';
    expect(POLL_INTERVAL_MS).toBe(10_000);
    expect(pollingInterval(['COMPLETED', 'TRANSLATING'], inProgress)).toBe(10_000);
    expect(pollingInterval(['COMPLETED'], inProgress)).toBe(0);
    expect(pollingInterval(undefined, inProgress)).toBe(0);
  });
});
