// Reads scenario files: YAML parsed into located nodes (yamlNodes.ts), checked against the schema, includes expanded
// (paths relative to the including file, cycles refused). Every problem becomes `file:line: message`;
// a file with problems yields none of its steps.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { OperationCatalogue } from './argSpec';
import type { Scenario, Step } from './model';
import { fragmentSpec, scenarioSpec } from './schema';
import { lineOf, record, type CheckContext, type Issue } from './yamlCheck';
import { isMap, isSeq, parseYaml } from './yamlNodes';

export class ScenarioFileError extends Error {
  override readonly name = 'ScenarioFileError';
  readonly issues: Issue[];
  constructor(issues: Issue[], cwd: string) {
    super(issues.map((i) => `${relative(cwd, i.file) || i.file}:${i.line}: ${i.message}`).join('\n'));
    this.issues = issues;
  }
}

interface Parsed {
  ctx: CheckContext;
  value?: Record<string, unknown>;
  /** Line of each step node, in order. */
  stepLines: number[];
}

function parseFile(file: string, fragment: boolean, catalogue: OperationCatalogue): Parsed {
  const ctx: CheckContext = { file, issues: [] };
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    ctx.issues.push({
      file,
      line: 1,
      message: code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(error)})`,
    });
    return { ctx, stepLines: [] };
  }
  const parsed = parseYaml(source);
  if ('error' in parsed) {
    ctx.issues.push({ file, ...parsed.error });
    return { ctx, stepLines: [] };
  }
  const value = record(parsed.root, ctx, '', fragment ? fragmentSpec(catalogue) : scenarioSpec(catalogue));
  const stepsNode = isMap(parsed.root)
    ? parsed.root.pairs.find((pair) => pair.key.value === 'steps')?.value
    : undefined;
  return { ctx, value, stepLines: isSeq(stepsNode) ? stepsNode.items.map(lineOf) : [] };
}

function toStep(raw: Record<string, unknown>, file: string, line: number): Step {
  const common = {
    file,
    line,
    as: raw.as as string | undefined,
    impersonate: raw.impersonate as string | undefined,
    faults: (raw.faults ?? []) as Step['faults'],
    expect: raw.expect as Step['expect'],
    capture: (raw.capture ?? {}) as Record<string, string>,
    wait: raw.wait
      ? {
          until: (raw.wait as Record<string, unknown>).until as Record<string, unknown>,
          intervalMs: ((raw.wait as Record<string, unknown>).interval as number | undefined) ?? 1000,
          timeoutMs: ((raw.wait as Record<string, unknown>).timeout as number | undefined) ?? 60_000,
        }
      : undefined,
  };
  if (raw.http) {
    const request = raw.http as Extract<Step, { kind: 'http' }>['request'];
    return {
      ...common,
      kind: 'http',
      name: (raw.name as string) ?? `${request.method} ${request.path}`,
      request,
    };
  }
  return {
    ...common,
    kind: 'call',
    name: (raw.name as string) ?? (raw.call as string),
    call: raw.call as string,
    args: (raw.args ?? {}) as Record<string, unknown>,
  };
}

/** Expands a parsed step list; issues of included files are added to `issues`. */
function expand(parsed: Parsed, catalogue: OperationCatalogue, issues: Issue[], chain: string[]): Step[] {
  const raws = (parsed.value?.steps ?? []) as Record<string, unknown>[];
  const steps: Step[] = [];
  raws.forEach((raw, index) => {
    const line = parsed.stepLines[index] ?? 1;
    if (typeof raw.include !== 'string') {
      steps.push(toStep(raw, parsed.ctx.file, line));
      return;
    }
    const target = resolve(dirname(parsed.ctx.file), raw.include);
    if (chain.includes(target)) {
      issues.push({
        file: parsed.ctx.file,
        line,
        message: `include cycle: ${[...chain, target].map((f) => relative(dirname(chain[0]), f) || f).join(' -> ')}`,
      });
      return;
    }
    const included = parseFile(target, true, catalogue);
    const unreadable =
      included.ctx.issues.length === 1 && included.value === undefined && !included.stepLines.length;
    if (unreadable && /^(no such file|cannot be read)/.test(included.ctx.issues[0].message)) {
      issues.push({
        file: parsed.ctx.file,
        line,
        message: `cannot include ${raw.include}: ${included.ctx.issues[0].message}`,
      });
      return;
    }
    if (included.ctx.issues.length) {
      issues.push(...included.ctx.issues);
      // Say where the broken file was included from, too.
      issues.push({
        file: parsed.ctx.file,
        line,
        message: `included file ${raw.include} has problems (above)`,
      });
      return;
    }
    steps.push(...expand(included, catalogue, issues, [...chain, target]));
  });
  return steps;
}

/** One scenario file; throws ScenarioFileError listing every problem. */
export function loadScenario(file: string, catalogue: OperationCatalogue, cwd: string): Scenario {
  const absolute = resolve(cwd, file);
  const parsed = parseFile(absolute, false, catalogue);
  const issues = [...parsed.ctx.issues];
  const steps = issues.length ? [] : expand(parsed, catalogue, issues, [absolute]);
  if (issues.length) throw new ScenarioFileError(issues, cwd);
  const v = parsed.value!;
  const fixture = (v.fixture ?? {}) as { clock?: string; state?: string };
  return {
    file: absolute,
    line: 1,
    name: v.name as string,
    description: v.description as string | undefined,
    tags: (v.tags ?? []) as string[],
    persona: v.persona as string | undefined,
    fixture: {
      clock: fixture.clock,
      state: fixture.state ? resolve(dirname(absolute), fixture.state) : undefined,
    },
    vars: (v.vars ?? {}) as Record<string, unknown>,
    steps,
  };
}

/** Every file's scenario, or one ScenarioFileError with the problems of all files. */
export function loadScenarios(
  files: readonly string[],
  catalogue: OperationCatalogue,
  cwd: string,
): Scenario[] {
  const scenarios: Scenario[] = [];
  const issues: Issue[] = [];
  for (const file of files) {
    try {
      scenarios.push(loadScenario(file, catalogue, cwd));
    } catch (error) {
      if (!(error instanceof ScenarioFileError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length) throw new ScenarioFileError(issues, cwd);
  return scenarios;
}
