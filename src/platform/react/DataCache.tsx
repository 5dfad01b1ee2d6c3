import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from './swrConfig';

/**
 * The data cache's settings (spec §9) for a subtree. Each screen that fetches wraps itself in it; the
 * cache itself is SWR's single global one, so every subtree shares answers. Keeping it out of the shell's
 * root keeps SWR out of the signed-out home, which fetches nothing.
 */
export function DataCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
