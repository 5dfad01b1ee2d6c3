import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** After the backend changed under the page (clock, state, reset): every answer on screen is fetched again. */
export function useRefreshAll(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(() => true), [mutate]);
}
