import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseRuntimeConfig, usesFixtures, type RuntimeConfig } from './platform/config/runtimeConfig';
import { createHttpClient } from './platform/http/client';
import { configAtom, httpClientAtom, platformStore } from './platform/react/platformStore';
import { App } from './shell/App';

/** config.json sits beside index.html so one build runs anywhere; a missing file means fixture mode. */
async function loadConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    return parseRuntimeConfig(response.ok ? await response.json() : undefined);
  } catch {
    return parseRuntimeConfig(undefined);
  }
}

async function start() {
  const config = await loadConfig();
  platformStore.set(configAtom, config);
  platformStore.set(
    httpClientAtom,
    createHttpClient({ baseUrl: () => config.apiBaseUrl ?? `${location.origin}/api/v1` }),
  );
  if (usesFixtures(config)) {
    // The embedded backend is loaded lazily so it never lands in the production initial chunk.
    document.documentElement.dataset.backend = 'fixtures';
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
