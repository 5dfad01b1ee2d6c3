// One way to mount what a component test exercises, on the real fixtures (fixtureServer.ts):
//   renderTool(manifest, url, options)  a tool through the shell's ToolHost at a URL (branch prefix and all),
//                                       as the shell mounts it once the guard has let the user in;
//   renderShell(url, options)           the whole shell, as src/start.tsx renders it.
// Both start the platform in fixture mode and may sign in as a demo persona first (options.as).
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { useRouter } from 'wouter';
import { useLocale } from '../../src/platform/react/locale';
import type { Platform } from '../../src/platform/react/startPlatform';
import { useRuntimeConfig } from '../../src/platform/react/platformStore';
import type { ToolManifest } from '../../src/platform/react/toolManifest';
import { App } from '../../src/shell/App';
import { useToolNames } from '../../src/shell/registry/useToolNames';
import { matchPortalRoute } from '../../src/shell/routing/matchPortalRoute';
import { ToolHost } from '../../src/shell/tools/ToolHost';
import { startTestPlatform, type PlatformOptions } from './platform';

export interface RenderedView extends RenderResult {
  platform: Platform;
  user: ReturnType<typeof userEvent.setup>;
}

/** A fresh data cache per render: answers never leak from one test into the next. */
const freshCache = { provider: () => new Map() };

/**
 * The tool at the current URL, its parameters matched as the shell's route table matches them (wouter's
 * parser, below the branch segment); a URL that is not one of the tool's routes fails the test.
 */
function ToolAtUrl({ manifest }: { manifest: ToolManifest }) {
  const { parser } = useRouter();
  const { path } = useLocale();
  const { productName } = useRuntimeConfig();
  const title = useToolNames()(manifest.title);
  const match = matchPortalRoute(parser, path, [manifest], productName);
  if (match.kind !== 'tool')
    throw new Error(
      `${path} matches none of ${manifest.id}'s routes (${manifest.routes.map((route) => route.path).join(', ')})`,
    );
  return <ToolHost manifest={manifest} title={title} route={match.route.name} params={match.params} />;
}

/** Mounts a tool at `url` (e.g. '/uk/quotes/aq-ready') through ToolHost, with its own store and chunk. */
export async function renderTool(
  manifest: ToolManifest,
  url: string,
  options: PlatformOptions = {},
): Promise<RenderedView> {
  window.history.replaceState(null, '', url);
  const platform = await startTestPlatform(options);
  const view = render(
    <SWRConfig value={freshCache}>
      <ToolAtUrl manifest={manifest} />
    </SWRConfig>,
  );
  return { ...view, platform, user: userEvent.setup() };
}

/** Renders the whole shell at `url`, as the web entry does. */
export async function renderShell(url: string, options: PlatformOptions = {}): Promise<RenderedView> {
  window.history.replaceState(null, '', url);
  const platform = await startTestPlatform(options);
  const view = render(
    <SWRConfig value={freshCache}>
      <App />
    </SWRConfig>,
  );
  return { ...view, platform, user: userEvent.setup() };
}

/** The current path and query, as the address bar shows them. */
export const currentPath = () => `${window.location.pathname}${window.location.search}`;
