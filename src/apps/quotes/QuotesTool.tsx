import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import type { ToolProps } from '../../platform/react/toolManifest';
import { swrConfig } from '../../platform/react/swrConfig';
import { QuotePage } from './QuotePage';

/**
 * Root of the auto-quote tool (its own lazy chunk). Its atoms live in a store of its own, one per quote:
 * the `key` gives a new store when the link's id changes, so an answer to one quote never shows on another.
 */
export default function QuotesTool({ params, basePath }: ToolProps) {
  const jobRequestId = params.jobRequestId ?? '';
  return <QuoteScope key={jobRequestId} jobRequestId={jobRequestId} basePath={basePath} />;
}

function QuoteScope({ jobRequestId, basePath }: { jobRequestId: string; basePath: string }) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      {/* Nested SWRConfig merges with the shell's; the platform's policy applies even when mounted alone. */}
      <SWRConfig value={swrConfig}>
        <QuotePage jobRequestId={jobRequestId} basePath={basePath} />
      </SWRConfig>
    </Provider>
  );
}
