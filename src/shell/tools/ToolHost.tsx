import { createStore, Provider } from 'jotai';
import { Suspense, useState } from 'react';
import { useLocale } from '../../platform/react/locale';
import type { ToolManifest } from '../../platform/react/toolManifest';
import { LoadingBlock } from '../../ui/Spinner';
import { forgetTool, lazyTool } from './lazyTool';
import { ToolErrorBoundary } from './ToolErrorBoundary';

/**
 * Mounts a tool: its chunk on first use (with a loading state), its own jotai store for this mount (so its
 * atoms never meet another tool's or the shell's), and an error boundary that keeps the shell standing.
 */
export function ToolHost({
  manifest,
  title,
  params,
}: {
  manifest: ToolManifest;
  title: string;
  params: Record<string, string | undefined>;
}) {
  const { basePath } = useLocale();
  const [store] = useState(() => createStore());
  const [attempt, setAttempt] = useState(0);
  const Tool = lazyTool(manifest);
  const retry = () => {
    forgetTool(manifest);
    setAttempt((count) => count + 1);
  };
  return (
    <ToolErrorBoundary key={attempt} toolTitle={title} onRetry={retry}>
      <Suspense fallback={<LoadingBlock label={`Loading ${title}…`} />}>
        <Provider store={store}>
          <Tool params={params} basePath={basePath} />
        </Provider>
      </Suspense>
    </ToolErrorBoundary>
  );
}
