import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PoolSettings } from './platform/auth/cognitoTypes';
import { parseRuntimeConfig, usesFixtures, type RuntimeConfig } from './platform/config/runtimeConfig';
import { wakeDemoBackendAtom } from './platform/react/demoControls';
import { parsePortalPath } from './platform/react/locale';
import { platformStore } from './platform/react/platformStore';
import { preloadApiClient } from './platform/react/preloadSignIn';
import { followOtherTabs, startPlatform } from './platform/react/startPlatform';
import { localStore } from './platform/storage/storage';
import { App } from './shell/App';
import { prepareFirstRoute, preloadRoutesFor } from './shell/routing/PortalRoutes';
import { preloadSignedInShell, signedInStart } from './shell/signedInChunks';

declare global {
  interface Window {
    /** config.json's body, requested by index.html while this entry downloads (esbuild.config.mjs). */
    __lltsConfig?: Promise<unknown>;
  }
}

/** config.json sits beside index.html so one build runs anywhere; a missing file means fixture mode. */
async function loadConfig(): Promise<RuntimeConfig> {
  try {
    if (window.__lltsConfig) return parseRuntimeConfig(await window.__lltsConfig);
    const response = await fetch('/config.json', { cache: 'no-store' });
    return parseRuntimeConfig(response.ok ? await response.json() : undefined);
  } catch {
    return parseRuntimeConfig(undefined);
  }
}

let fixturePool: PoolSettings | undefined;

/** How long after start-up the demo backend starts by itself when nothing has asked for it yet. */
const IDLE_START_DELAY_MS = 1_500;

/** The embedded demo backend, imported lazily: the MSW worker never weighs on the initial chunk. */
async function startFixtures(): Promise<void> {
  const { startDemoBackend } = await import('./demoBackend');
  fixturePool = await startDemoBackend();
}

/**
 * The fixture worker (MSW, a large download) starts on the first API or identity call, or by itself once the
 * page has settled, whichever comes first: it never competes with the first paint or a tool's chunks, and
 * pages that call nothing do not wait for it.
 */
function lazyFixtureBackend(): () => Promise<void> {
  let started: Promise<void> | undefined;
  const start = () =>
    (started ??= startFixtures().catch((error: unknown) => {
      console.error('[fixtures] the demo backend did not start', error);
      void import('./shell/footer/resetDemo/backendFailed').then((notice) => notice.showDemoBackendFailure());
      throw error;
    }));
  // "Idle" right after the first paint is too early: a deep link's tool chunk may still be on its way, and
  // parsing the worker would block its render. Give the page a moment to settle first.
  const startWhenIdle = () => void start().catch(() => undefined);
  setTimeout(
    () => (window.requestIdleCallback ?? setTimeout)(startWhenIdle, { timeout: 1_000 }),
    IDLE_START_DELAY_MS,
  );
  return start;
}

async function start() {
  preloadRoutesFor(location.pathname);
  const config = await loadConfig();
  const backendReady = usesFixtures(config) ? lazyFixtureBackend() : undefined;
  if (backendReady) platformStore.set(wakeDemoBackendAtom, () => void backendReady().catch(() => undefined));
  const platform = startPlatform({
    config,
    backendReady,
    pool: usesFixtures(config) ? () => fixturePool : undefined,
  });
  if (platform.auth.currentUser()) {
    const home = parsePortalPath(location.pathname, config.productName).rest === '/';
    // A signed-in page calls the API at once: start what it needs now (the demo backend, the signed-in
    // shell's chunks, the HTTP client) rather than one after another from the first render on.
    if (backendReady) void backendReady().catch(() => undefined);
    preloadSignedInShell({ home });
    preloadApiClient();
    // Only a stored session can have gone stale: check it before the first render, so no signed-in screen
    // flashes (and no request leaves) for a session that is over. Signed-out visits skip this chunk.
    const { expireStaleSession, inactivityDurationsAtom, prefetchEnabledApplications } =
      await signedInStart.preload();
    expireStaleSession(platform.auth, localStore, platformStore.get(inactivityDurationsAtom));
    // Signed in still: the home's tiles wait on this; a tool that checks it asks once its route is known.
    if (home) prefetchEnabledApplications();
  }
  await prepareFirstRoute(location.pathname, config.productName);
  followOtherTabs(window);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of building the
  // whole page (shell, tool, its tables) in one task that blocks input: on a phone that task ran for
  // hundreds of milliseconds. What it shows, and when it commits, are the same.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
