// `llts scenario run --driver ui` over the scenario library: the scenarios with screens pass in both drivers,
// spread over two shards as a CI matrix would; a page object with a wrong label fails the UI driver (with a
// screenshot) while the API driver passes. Here rather than in tests/cli because the UI driver serves the production
// build: tests/e2e/run.mjs builds it once and this reuses it. One engine (one backend, one browser) for
// the file; the API driver runs as the CLI does, in its own process (its backend intercepts fetch).
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectScenarioFiles } from '../../../cli/scenario/collect';
import { createEngine, type Engine } from '../../../cli/scenario/engine';
import { loadScenarios } from '../../../cli/scenario/load';
import { CATALOGUE } from '../../../cli/scenario/registry';
import { runSuite, selectScenarios } from '../../../cli/scenario/suite';
import { QUOTE_LABELS, createQuoteSteps } from '../../../cli/scenario/ui/pages/quotes';

/** The scenarios with screens (issue 20): auto quotes, request create signed in and as a visitor, MT files, rename/archive, impersonation. */
const BOTH_DRIVERS = [
  'fixtures/scenarios/auto-quote',
  'fixtures/scenarios/requests/files-translation.yaml',
  'fixtures/scenarios/requests/unauthenticated.yaml',
  'fixtures/scenarios/machine-translation/files-and-zip.yaml',
  'fixtures/scenarios/job-requests/rename-and-archive.yaml',
  'fixtures/scenarios/impersonation',
];
const cwd = process.cwd();
const load = (paths: string[]) => loadScenarios(collectScenarioFiles(paths, cwd), CATALOGUE, cwd);

/** The API driver through the CLI, as CI runs it: its JSON report. */
function apiRun(paths: string[]): { passed: number; failed: number } {
  const run = spawnSync(process.execPath, ['cli/bin/llts.mjs', 'scenario', 'run', '--reporter', 'json', ...paths], { cwd, encoding: 'utf8' });
  return JSON.parse(run.stdout) as { passed: number; failed: number };
}

test.describe.configure({ mode: 'serial' });
// The whole library in Chromium on a busy machine: minutes, not the default two.
test.setTimeout(600_000);

let engine: Engine;
const artifactsDir = mkdtempSync(join(tmpdir(), 'llts-ui-driver-'));
test.beforeAll(async () => {
  engine = await createEngine({ driver: 'ui', ui: { root: cwd, artifactsDir } });
});
test.afterAll(async () => {
  await engine?.close();
});

test('the scenarios with screens pass in both drivers, the UI replay spread over two shards; steps without a screen are reported, never passed', async () => {
  const scenarios = load(BOTH_DRIVERS);
  expect(scenarios.length).toBeGreaterThanOrEqual(12);
  // --shard as a CI matrix uses it: each shard a part, together every scenario exactly once.
  const results = [];
  for (const shard of ['1/2', '2/2']) {
    const chosen = selectScenarios(scenarios, { shard });
    expect(chosen.length).toBeGreaterThan(0);
    results.push(...(await runSuite(engine, chosen, {})).results);
  }
  expect(results.map((r) => r.name).sort()).toEqual(scenarios.map((s) => s.name).sort());
  const failures = results.flatMap((r) => r.steps.filter((s) => s.status === 'failed').map((s) => `${r.name} › ${s.name}: ${s.error}`));
  expect(failures).toEqual([]);
  const skipped = results.flatMap((r) => r.steps.filter((s) => s.reason));
  expect(skipped.length).toBeGreaterThan(0);
  for (const step of skipped) expect(step.reason).toMatch(/^no UI step/);
  expect(apiRun(BOTH_DRIVERS)).toMatchObject({ passed: scenarios.length, failed: 0 });
});

test('a page object with a wrong label fails the UI driver, with a screenshot, while the API driver passes', async () => {
  const file = 'fixtures/scenarios/auto-quote/reject-with-reason.yaml';
  const broken = await createEngine({
    driver: 'ui',
    ui: { root: cwd, artifactsDir, actionTimeoutMs: 3_000, overrides: createQuoteSteps({ ...QUOTE_LABELS, reject: 'Decline' }) },
  });
  try {
    const [result] = (await runSuite(broken, load([file]), {})).results;
    expect(result.passed).toBe(false);
    const failed = result.steps.find((s) => s.status === 'failed')!;
    expect(failed.error).toContain("getByRole('button', { name: 'Decline', exact: true })");
    expect(failed.attachments).toHaveLength(1);
    expect(existsSync(failed.attachments![0])).toBe(true);
  } finally {
    await broken.close();
  }
  expect(apiRun([file])).toMatchObject({ passed: 1, failed: 0 });
});
