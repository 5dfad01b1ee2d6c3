// `llts scenario run --driver ui` over the scenario library: the scenarios with screens pass in both drivers,
// spread over two shards as a CI matrix would (a test each, so the suite's two workers run them together); a page object with a wrong label fails the UI driver (with a
// screenshot) while the API driver passes. Here rather than in tests/cli because the UI driver serves the production
// build: tests/e2e/run.mjs builds it once and this reuses it. One engine (one backend, one browser) for
// the file; the API driver runs as the CLI does, in its own process (its backend intercepts fetch).
import { expect, test } from '../support/test';
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

/**
 * Scenarios with screens, one for each page object the UI driver clicks through: an auto quote accepted
 * with a card and one rejected (quotes), a request created with files (createProject, formParts), MT files
 * to their zip (mtFiles), rename and archive (requestList), impersonation (account), the error catalogue on the home page (account). The library's other
 * scenarios with screens repeat these page objects with other data (a visitor's request is the portal's own
 * e2e flow, tests/e2e/createProject); the API driver runs the whole library (tests/cli), and `llts scenario
 * run --driver ui fixtures/scenarios` runs all of it in the browser.
 */
const BOTH_DRIVERS = [
  'fixtures/scenarios/auto-quote/accept-credit-card.yaml',
  'fixtures/scenarios/auto-quote/reject-with-reason.yaml',
  'fixtures/scenarios/requests/files-translation.yaml',
  'fixtures/scenarios/machine-translation/files-and-zip.yaml',
  'fixtures/scenarios/job-requests/rename-and-archive.yaml',
  'fixtures/scenarios/impersonation/admin-allowed.yaml',
  // What the page shows for an error status or no answer at all (an error page, not an alert).
  'fixtures/scenarios/errors/server-errors.yaml',
];
const cwd = process.cwd();
const load = (paths: string[]) => loadScenarios(collectScenarioFiles(paths, cwd), CATALOGUE, cwd);

/** The API driver through the CLI, as CI runs it (a shard of the paths, if given): its JSON report. */
function apiRun(paths: string[], shard?: string): { passed: number; failed: number } {
  const args = [
    'cli/bin/llts.cjs',
    'scenario',
    'run',
    '--reporter',
    'json',
    ...(shard ? ['--shard', shard] : []),
    ...paths,
  ];
  const run = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return JSON.parse(run.stdout) as { passed: number; failed: number };
}

// The whole library in Chromium on a busy machine: minutes, not the default two. Each shard is a test of
// its own, as a CI matrix runs them: the two run side by side on the suite's two workers, each worker with
// its engine (one backend, one server, one browser), created on its first test here.
test.setTimeout(600_000);

let engine: Engine | undefined;
const artifactsDir = mkdtempSync(join(tmpdir(), 'llts-ui-driver-'));
const sharedEngine = async () =>
  (engine ??= await createEngine({ driver: 'ui', ui: { root: cwd, artifactsDir } }));
test.afterAll(async () => {
  await engine?.close();
});

const SHARDS = ['1/2', '2/2'];

test('the shards together hold every scenario with screens exactly once', () => {
  const scenarios = load(BOTH_DRIVERS);
  expect(scenarios).toHaveLength(BOTH_DRIVERS.length);
  const chosen = SHARDS.map((shard) => selectScenarios(scenarios, { shard }));
  for (const part of chosen) expect(part.length).toBeGreaterThan(0);
  expect(
    chosen
      .flat()
      .map((s) => s.name)
      .sort(),
  ).toEqual(scenarios.map((s) => s.name).sort());
});

for (const shard of SHARDS) {
  test(`shard ${shard}: the scenarios with screens pass in both drivers; steps without a screen are reported, never passed`, async () => {
    const chosen = selectScenarios(load(BOTH_DRIVERS), { shard });
    const { results } = await runSuite(await sharedEngine(), chosen, {});
    expect(results.map((r) => r.name).sort()).toEqual(chosen.map((s) => s.name).sort());
    const failures = results.flatMap((r) =>
      r.steps.filter((s) => s.status === 'failed').map((s) => `${r.name} › ${s.name}: ${s.error}`),
    );
    expect(failures).toEqual([]);
    const skipped = results.flatMap((r) => r.steps.filter((s) => s.reason));
    expect(skipped.length).toBeGreaterThan(0);
    for (const step of skipped) expect(step.reason).toMatch(/^no UI step/);
    expect(apiRun(BOTH_DRIVERS, shard)).toMatchObject({ passed: chosen.length, failed: 0 });
  });
}

test('a page object with a wrong label fails the UI driver, with a screenshot, while the API driver passes', async () => {
  const file = 'fixtures/scenarios/auto-quote/reject-with-reason.yaml';
  const broken = await createEngine({
    driver: 'ui',
    ui: {
      root: cwd,
      artifactsDir,
      actionTimeoutMs: 3_000,
      overrides: createQuoteSteps({ ...QUOTE_LABELS, reject: 'Decline' }),
    },
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
