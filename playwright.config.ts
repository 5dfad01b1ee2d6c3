import { defineConfig, devices } from '@playwright/test';
import { register } from 'node:module';
import { SHORT_LIVED_PAGES_ARGS, testChromium } from './lib/chromium.mjs';

// Specs reach the message catalogues through the platform (the UI driver's page objects, the CLI in the
// test's process): Node loads them compiled only through these hooks, in place before any spec is imported.
register('./lib/catalogue-loader.mjs', import.meta.url);

// Always Debian's Chromium, its headless shell when installed (no browser downloads work here);
// tests/e2e/run.mjs makes sure one exists.
const executablePath = testChromium();
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * The longest runs first, so the two workers end together instead of one finishing alone: the UI driver's
 * two shards (a test each, side by side) and the media group (serial, one signed-in page). Tests start in
 * the order of the projects here, then of the files.
 */
const LONG_FIRST = ['**/scenarios/uiDriver.spec.ts', '**/machineTranslation/media.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  projects: [
    { name: 'long', testMatch: LONG_FIRST },
    // With the specs that serve the build through Debian's nginx, in demo and in API mode
    // (tests/e2e/nginx, tests/e2e/api): each names its server's address itself. A project of their own
    // started workers of their own, each loading Playwright, its specs and a browser for one or two tests.
    { name: 'e2e', testIgnore: LONG_FIRST },
  ],
  // No retries, in CI too: a test that passes only on its second try is a failure a retry would hide.
  retries: 0,
  reporter: [['list']],
  // Measured on a heavily loaded 2-core machine: a test's steps add up to far more than on an idle
  // one, and a wait for a state that shows after 5 s is not a failure. Waits are on state, never on time;
  // the slowest first paints (after a sign-in or reload) have their own bound, tests/e2e/support/timeouts.ts.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace of every test, kept on failure, doubled the suite's time: a failure's message, call log, page
    // snapshot (error-context.md) and screenshot say what happened; E2E_TRACE=on records traces to look deeper.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // As a user who asked for reduced motion: spinners and skeletons hold still (motion-safe), so Chromium
    // does not repaint them at every frame while a test waits.
    reducedMotion: 'reduce',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [...SHORT_LIVED_PAGES_ARGS],
    },
  },
  webServer: {
    command: `node esbuild.config.mjs serve`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
