// scenario run | validate. Files are all checked before anything runs: a schema problem anywhere is
// reported as file:line and exits 2. The run never touches the CLI's state file.
import { statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ActionContext } from '../action';
import { terminalLines } from '../terminalText';
import { EXIT, UsageError } from '../errors';
import { DEFAULT_SCENARIO_DIR, collectScenarioFiles } from '../scenario/collect';
import { createEngine, type DriverName } from '../scenario/engine';
import { loadScenarios } from '../scenario/load';
import { CATALOGUE } from '../scenario/registry';
import { jsonReporter } from '../scenario/reporters/json';
import { junitReporter } from '../scenario/reporters/junit';
import { prettyReporter } from '../scenario/reporters/pretty';
import type { Reporter } from '../scenario/reporters/reporter';
import { runSuite, selectScenarios } from '../scenario/suite';

function files(ctx: ActionContext): string[] {
  const [paths] = ctx.args as [string[] | undefined];
  return collectScenarioFiles(paths?.length ? paths : [DEFAULT_SCENARIO_DIR], ctx.streams.cwd);
}

export async function validate(ctx: ActionContext): Promise<void> {
  const found = files(ctx);
  const scenarios = loadScenarios(found, CATALOGUE, ctx.streams.cwd);
  ctx.out.result({ valid: true, files: found.length, steps: scenarios.reduce((n, s) => n + s.steps.length, 0) }, () =>
    `${found.length} scenario file(s) valid.`,
  );
}

interface RunOptions {
  reporter: 'pretty' | 'json' | 'junit';
  out?: string;
  shard?: string;
  bail?: boolean;
  grep?: string;
  driver: DriverName;
  baseUrl?: string;
  artifacts: string;
}

/** `scenario coverage`: which driver takes which operation (the UI's from its page-object registry). */
export async function coverage(ctx: ActionContext): Promise<void> {
  // Loaded here only: the page objects' modules are of no use to a run of the API driver.
  const { coverageTable, operationCoverage } = await import('../scenario/coverage');
  const rows = operationCoverage();
  ctx.out.result(rows, () => coverageTable(rows));
}

/** The report's folder must exist: said before a long run, not after it (the report would be lost). */
function checkReportFolder(out: string): void {
  const folder = dirname(out);
  const isFolder = (() => {
    try {
      return statSync(folder).isDirectory();
    } catch {
      return false;
    }
  })();
  if (!isFolder) throw new UsageError(`Cannot write the report to ${out}: the folder ${folder} does not exist.`);
}

/**
 * A scenario starts from a fresh fixture state with its own clock and faults: it needs the in-process
 * backend. With --api the run used to pass while not one request reached that API, so it is refused.
 */
function refuseRemoteTarget(ctx: ActionContext): void {
  const { api, userPoolId, clientId, cognitoEndpoint } = ctx.globals;
  const given = api ? '--api' : userPoolId ? '--user-pool-id' : clientId ? '--client-id' : cognitoEndpoint ? '--cognito-endpoint' : undefined;
  if (given) {
    throw new UsageError(`scenario run does not take ${given}: scenarios replay in-process on the embedded fixtures, each on a fresh state.`, [
      'Run it without the option; to check a server, use the other commands with --api (e.g. llts --api <url> --user <name> whoami).',
    ]);
  }
  if (ctx.streams.env.LLTS_API_BASE_URL) ctx.out.note('LLTS_API_BASE_URL is ignored: scenarios replay in-process on the embedded fixtures.');
}

export async function run(ctx: ActionContext): Promise<number> {
  const o = ctx.opts as unknown as RunOptions;
  const cwd = ctx.streams.cwd;
  refuseRemoteTarget(ctx);
  if (o.out) checkReportFolder(resolve(cwd, o.out));
  const scenarios = selectScenarios(loadScenarios(files(ctx), CATALOGUE, cwd), o);
  // --json means machine-readable stdout everywhere: it turns the default pretty report into json.
  const reporterName = ctx.out.json && o.reporter === 'pretty' ? 'json' : o.reporter;
  const reporter: Reporter =
    reporterName === 'json' ? jsonReporter(cwd) : reporterName === 'junit' ? junitReporter(cwd) : prettyReporter(cwd, ctx.out.paint);
  const chunks: string[] = [];
  // Without --out the pretty reporter streams to stdout; with it, everything goes to the file at the end.
  // Scenario and step names, and server answers, come from files: escaped for a terminal (JSON escapes its own).
  const shown = (text: string) => (reporterName === 'pretty' ? terminalLines(text) : text);
  const emit = (text: string) => (o.out ? chunks.push(shown(text)) : ctx.streams.stdout.write(`${shown(text)}\n`));
  if (o.baseUrl && o.driver !== 'ui') throw new UsageError('--base-url is for the ui driver: add --driver ui.');
  if (o.baseUrl && !/^https?:\/\//.test(o.baseUrl)) throw new UsageError(`--base-url takes an http(s) URL, got '${o.baseUrl}'.`);
  const engine = await createEngine({
    driver: o.driver,
    ui: { baseUrl: o.baseUrl?.replace(/\/+$/, ''), root: cwd, artifactsDir: o.artifacts, log: (line) => ctx.out.note(line) },
  });
  let summary;
  try {
    summary = await runSuite(engine, scenarios, {
      bail: o.bail,
      onResult: (result) => {
        const line = reporter.line?.(result);
        if (line !== undefined) emit(line);
      },
    });
  } finally {
    await engine.close();
  }
  emit(reporter.end(summary));
  if (o.out) {
    writeFileSync(resolve(cwd, o.out), `${chunks.join('\n')}\n`);
    ctx.out.note(`${summary.passed} passed, ${summary.failed} failed; report written to ${o.out}`);
  }
  return summary.failed > 0 ? EXIT.failed : EXIT.ok;
}
