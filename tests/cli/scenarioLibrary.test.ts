// `npm test` replays the whole scenario library, in-process through the runner (one engine, one fixture
// backend, a fresh state per scenario), and every scenario must pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO_DIR, collectScenarioFiles } from '../../cli/scenario/collect';
import { createEngine, type Engine } from '../../cli/scenario/engine';
import { loadScenarios } from '../../cli/scenario/load';
import type { Scenario } from '../../cli/scenario/model';
import { CATALOGUE } from '../../cli/scenario/registry';

const cwd = process.cwd();
const scenarios: Scenario[] = loadScenarios(
  collectScenarioFiles([DEFAULT_SCENARIO_DIR], cwd),
  CATALOGUE,
  cwd,
);

describe('the scenario library', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine();
  });
  afterAll(() => engine?.close());

  it('covers the areas the issue names', () => {
    const tags = new Set(scenarios.flatMap((s) => s.tags));
    for (const tag of [
      'auto-quote',
      'payment',
      'expiry',
      'requests',
      'unauthenticated',
      'machine-translation',
      'paging',
      'impersonation',
      'errors',
    ]) {
      expect(tags, tag).toContain(tag);
    }
    for (const status of ['400', '401', '403', '404', '409', '500', '502', '503'])
      expect(tags, status).toContain(status);
  });

  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
    const result = await engine.run(scenario);
    const failures = result.steps
      .filter((s) => s.status === 'failed')
      .map((s) => `${s.file}:${s.line} ${s.name}: ${s.error}`);
    expect(failures).toEqual([]);
    expect(result.passed).toBe(true);
  });
});
