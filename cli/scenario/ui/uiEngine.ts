// `llts scenario run --driver ui`: the shared scenario loop (engine.ts) with each step clicked through the
// production build in Debian's Chromium. One backend, one server, one browser for the whole run; a fresh
// browser context per caller and scenario. Loaded only for this driver (Playwright is a dev dependency).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import type * as Playwright from 'playwright-core';
import { UsageError } from '../../errors';
import { makeFolder } from '../../outputFiles';
import { createBackendSetup, scenarioLoop, type Engine, type StepDriver } from '../loop';
import type { Scenario } from '../model';
import { runStep } from '../stepRunner';
import type { UiDriverOptions } from './options';
import { startUiServer } from './server';
import { UiSession, type Tab } from './session';
import { uiAttempt } from './uiAttempt';
import { SHORT_LIVED_PAGES_ARGS, testChromium } from '../../../lib/chromium.mjs';

/** dist/ as `node esbuild.config.mjs build` writes it; built once when missing, then reused by every run. */
function ensureBuild(options: UiDriverOptions, root: string): string {
  const dist = resolve(root, options.distDir ?? 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  if (!existsSync(join(root, 'esbuild.config.mjs'))) {
    throw new UsageError(`No production build at ${dist}.`, [
      'Build it with `node esbuild.config.mjs build`, or give --base-url of a running portal.',
    ]);
  }
  options.log?.('Building the portal (node esbuild.config.mjs build)...');
  const built = spawnSync(process.execPath, ['esbuild.config.mjs', 'build'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`The portal's build failed:\n${built.stderr || built.stdout}`);
  return dist;
}

async function launch(executablePath: string): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new UsageError(`No Chromium at ${executablePath}.`, [
      "Install Debian's package (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.",
    ]);
  }
  let playwright: typeof Playwright;
  try {
    playwright = await import('playwright-core');
  } catch {
    throw new UsageError(
      'The UI driver needs Playwright, a development dependency: run `npm install` in the project.',
    );
  }
  // A scenario's pages live for seconds.
  return playwright.chromium.launch({ executablePath, args: [...SHORT_LIVED_PAGES_ARGS] });
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export async function createUiEngine(options: UiDriverOptions): Promise<Engine> {
  const root = resolve(options.root ?? process.cwd());
  const dist = options.baseUrl ? undefined : ensureBuild(options, root);
  const fixtures = await import('../../../fixtures/inProcess');
  let origin = '';
  const backendSetup = await createBackendSetup(() => origin);
  const { backend } = backendSetup;
  const server = await startUiServer(backend, dist, fixtures.FIXTURE_COGNITO).catch((error: unknown) => {
    backendSetup.close();
    throw error;
  });
  origin = server.origin;
  let browser: Browser;
  try {
    browser = await launch(options.executablePath ?? testChromium());
  } catch (error) {
    await server.close();
    backendSetup.close();
    throw error;
  }
  const artifacts = resolve(root, options.artifactsDir ?? 'scenario-artifacts');

  let session: UiSession | undefined;
  let scenario: Scenario | undefined;
  const used: { tab?: Tab } = {};
  /** Variables a skipped step of the current scenario would have captured. */
  const missing = new Set<string>();
  const attempt = uiAttempt({
    session: () => session!,
    persona: () => (scenario?.persona === 'anonymous' ? undefined : scenario?.persona),
    overrides: options.overrides,
    used: (tab) => (used.tab = tab),
  });
  const driver: StepDriver = {
    async begin(current) {
      scenario = current;
      used.tab = undefined;
      missing.clear();
      session = new UiSession(browser, {
        baseUrl: options.baseUrl ?? server.origin,
        password: fixtures.DEMO_PASSWORD,
        now: () => backend.ctx.clock.now(),
        config: options.baseUrl ? server.config : undefined,
        actionTimeoutMs: options.actionTimeoutMs,
      });
      // The persona signs in through the sign-in page before the first step, as the API driver signs in first.
      const persona = current.persona && current.persona !== 'anonymous' ? current.persona : undefined;
      if (persona) await session.tab(persona);
    },
    async step(step, world, vars) {
      used.tab = undefined;
      // A step that reads what a skipped step would have captured is skipped too, saying which.
      const needs = [...missing].filter((name) =>
        new RegExp(`\\{\\{\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\}\\}`).test(
          JSON.stringify(step),
        ),
      );
      if (needs.length) {
        for (const name of Object.keys(step.capture)) missing.add(name);
        return {
          name: step.name,
          file: step.file,
          line: step.line,
          status: 'skipped',
          durationMs: 0,
          reason: `no UI step: depends on {{${needs[0]}}} of a skipped step`,
        };
      }
      const result = await runStep(step, world, vars, attempt);
      if (result.reason) for (const name of Object.keys(step.capture)) missing.add(name);
      const tab = used.tab as Tab | undefined;
      if (result.status === 'failed' && tab) {
        // What the page showed when the step failed, attached to the step in every reporter.
        makeFolder(artifacts);
        const file = join(artifacts, `${slug(scenario!.name)}-line${step.line}.png`);
        const shot = await tab.page.screenshot({ path: file, fullPage: true }).then(
          () => file,
          () => undefined,
        );
        if (shot) result.attachments = [shot];
      }
      return result;
    },
    async end() {
      await session?.close();
      session = undefined;
    },
  };
  return {
    run: scenarioLoop(backendSetup.setup, driver),
    async close() {
      await browser.close().catch(() => undefined);
      await server.close();
      backendSetup.close();
    },
  };
}
