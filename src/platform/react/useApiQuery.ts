// SWR for API calls, keyed by who asks: the signed-in user and the impersonation override are part of
// every key, so starting or ending impersonation (or another sign-in) never shows cached answers of
// someone else. Key builders (src/platform/react/queries/) write keys without that prefix; this module and
// useApiMutate are the only places that add it.

import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { HttpClient } from '../http/client';
import { useHttpClient } from './platformStore';
import { useIdentityKey } from './session';

/** A key as the query modules build it (no identity); a falsy key means "do not fetch yet". */
export type ApiQueryKey = readonly unknown[] | null | undefined | false;

/** The data-cache key of `key` for an identity (useIdentityKey's value). */
export function scopedKey(identity: string, key: readonly unknown[]): readonly unknown[] {
  return [identity, ...key];
}

export function useApiQuery<T>(
  key: ApiQueryKey,
  fetcher: (http: HttpClient) => Promise<T>,
  config?: SWRConfiguration<T>,
): SWRResponse<T> {
  const http = useHttpClient();
  const identity = useIdentityKey();
  return useSWR<T>(key ? scopedKey(identity, key) : null, () => fetcher(http), config);
}
