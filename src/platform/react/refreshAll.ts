import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** After the data changed under the page (the demo clock or data, a reset): every answer on screen is fetched again. */
export function useRefreshAll(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(() => true), [mutate]);
}
