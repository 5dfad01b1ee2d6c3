// A run over many scenarios: --grep and --shard choose them, --bail stops at the first failure, and a
// reporter hears about each scenario as it finishes.
import { UsageError } from '../errors';
import type { Engine, ScenarioResult } from './loop';
import type { Scenario } from './model';

export interface SuiteOptions {
  grep?: string;
  shard?: string;
  bail?: boolean;
}

export interface SuiteSummary {
  results: ScenarioResult[];
  passed: number;
  failed: number;
  /** Scenarios not run because of --bail. */
  notRun: number;
  durationMs: number;
  /** CPU time of this process during the run: unlike wall time, not inflated by a busy machine. */
  cpuMs: number;
}

export function parseShard(value: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard takes i/n with 1 <= i <= n, e.g. 2/4; got '${value}'.`);
  return { index, count };
}

export function selectScenarios(scenarios: readonly Scenario[], options: SuiteOptions): Scenario[] {
  let chosen = [...scenarios];
  if (options.grep) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(options.grep, 'i');
    } catch {
      throw new UsageError(`--grep is not a valid regular expression: ${options.grep}`);
    }
    chosen = chosen.filter(
      (s) => pattern.test(s.name) || s.tags.some((t) => pattern.test(t)) || pattern.test(s.file),
    );
  }
  if (options.shard) {
    const { index, count } = parseShard(options.shard);
    // Round robin over the sorted list: shards stay balanced as files are added.
    chosen = chosen.filter((_, i) => i % count === index - 1);
  }
  return chosen;
}

export async function runSuite(
  engine: Engine,
  scenarios: readonly Scenario[],
  options: { bail?: boolean; onResult?: (result: ScenarioResult) => void },
): Promise<SuiteSummary> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const result = await engine.run(scenario);
    results.push(result);
    options.onResult?.(result);
    if (options.bail && !result.passed) break;
  }
  const failed = results.filter((r) => !r.passed).length;
  const used = process.cpuUsage(cpu);
  return {
    results,
    passed: results.length - failed,
    failed,
    notRun: scenarios.length - results.length,
    durationMs: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
  };
}
