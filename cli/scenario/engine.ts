// The scenario engine of `llts scenario run`: the shared loop (loop.ts) with the driver chosen by --driver.
// api (the default) replays each step's operation in-process against the fixture handlers, or over HTTP
// against a server (--api: remote.ts); ui clicks through the production build in Chromium
// (ui/uiEngine.ts), loaded only when asked for.
import { createBackendSetup, scenarioLoop, type DriverName, type Engine } from './loop';
import { runStep } from './stepRunner';
import type { UiDriverOptions } from './ui/options';
import type { WorldSetup } from './world';

export type { DriverName, Engine, ScenarioResult } from './loop';

export interface EngineOptions {
  driver?: DriverName;
  /** Options of the UI driver (ignored by the API driver). */
  ui?: UiDriverOptions;
  /** The API driver over HTTP against a server (remote.ts) instead of the embedded fixtures. */
  remote?: WorldSetup;
}

export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  if (options.driver === 'ui') {
    // Playwright and the static server load only here: `llts --help` and the API driver never pay for them.
    const { createUiEngine } = await import('./ui/uiEngine');
    return createUiEngine(options.ui ?? {});
  }
  if (options.remote) return { run: scenarioLoop(options.remote, { step: runStep }), close: () => undefined };
  const { setup, close } = await createBackendSetup();
  return { run: scenarioLoop(setup, { step: runStep }), close };
}
