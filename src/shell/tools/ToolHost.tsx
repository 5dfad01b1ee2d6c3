import { Suspense, useCallback, useState } from 'react';
import { useLocalHref } from '../../platform/react/locale';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { toolRoutePath, type RouteParams, type ToolManifest } from '../../platform/react/toolManifest';
import { LoadingBlock } from '../../ui/Spinner';
import { useMessages } from '../../ui/uiLocale';
import { toolFrameMessages } from './messages';
import { toolChunk } from './toolChunks';
import { ToolErrorBoundary } from './ToolErrorBoundary';
import { ToolScope } from './ToolScope';

/** The tool's `href(name, params)`: one of its routes, filled and kept under the branch prefix. */
function useToolHref(manifest: ToolManifest): (name: string, params?: RouteParams) => string {
  const { productName } = useRuntimeConfig();
  const local = useLocalHref();
  return useCallback(
    (name, params) => local(toolRoutePath(manifest, name, params, productName)),
    [manifest, productName, local],
  );
}

/**
 * Mounts a tool: its chunk on first use (meanwhile its placeholder, else a spinner), its scope (store and data-cache policy,
 * new whenever the manifest's scopeKey of the params changes), and an error boundary that keeps the shell
 * standing. `route` is the name of the matched route.
 */
export function ToolHost({
  manifest,
  title,
  route,
  params,
}: {
  manifest: ToolManifest;
  title: string;
  route: string;
  params: RouteParams;
}) {
  const href = useToolHref(manifest);
  const t = useMessages(toolFrameMessages);
  const [attempt, setAttempt] = useState(0);
  // Read on every render: after a failed fetch it is a new lazy component, so Try again fetches again, and
  // so do the tool's own lazy parts (preloadableLazy), which the new attempt mounts afresh.
  const Tool = toolChunk(manifest).Component;
  const Placeholder = manifest.placeholder;
  const scope = manifest.scopeKey?.(params) ?? '';
  const retry = () => setAttempt((count) => count + 1);
  return (
    <ToolErrorBoundary key={attempt} toolTitle={title} onRetry={retry}>
      <ToolScope key={scope}>
        <Suspense
          fallback={
            Placeholder ? (
              <Placeholder params={params} />
            ) : (
              <LoadingBlock label={t('shell.tool.loading', { tool: title })} />
            )
          }
        >
          <Tool route={route} params={params} href={href} title={title} />
        </Suspense>
      </ToolScope>
    </ToolErrorBoundary>
  );
}
