import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { DataCache } from '../../platform/react/DataCache';
import { PortalLinksContext } from '../../platform/react/links';
import { useBoundPortalLinks } from '../routing/portalLinks';

/**
 * One tool mount's state: its own jotai store (its atoms never meet another tool's or the shell's) and the
 * data cache's policy (spec §9). The cache's entries stay shared (SWR's one cache, keyed per identity), so
 * the account the shell read is not asked for again, and a tool that comes back within the cache's
 * lifetime finds its answers. Tools never create a store themselves (lint: no createStore under src/apps);
 * the host gives a new scope by remounting this with another key. The tool's links out of itself (home,
 * sign-in, other tools) are bound here, for a page and a panel alike.
 */
export function ToolScope({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  const links = useBoundPortalLinks();
  return (
    <Provider store={store}>
      <PortalLinksContext.Provider value={links}>
        <DataCache>{children}</DataCache>
      </PortalLinksContext.Provider>
    </Provider>
  );
}
