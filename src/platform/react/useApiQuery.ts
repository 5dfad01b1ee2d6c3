// SWR for API calls, keyed by who asks: the signed-in user and the impersonation override are part of
// every key, so starting or ending impersonation (or another sign-in) never shows cached answers of
// someone else.

import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { HttpClient } from '../http/client';
import { useHttpClient } from './platformStore';
import { useIdentityKey } from './session';

export type ApiQueryKey = readonly unknown[] | null | undefined | false;

export function useApiQuery<T>(
  key: ApiQueryKey,
  fetcher: (http: HttpClient) => Promise<T>,
  config?: SWRConfiguration<T>,
): SWRResponse<T> {
  const http = useHttpClient();
  const identity = useIdentityKey();
  return useSWR<T>(key ? [identity, ...key] : null, () => fetcher(http), config);
}
