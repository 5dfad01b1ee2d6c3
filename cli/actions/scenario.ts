// scenario run | validate. Files are all checked before anything runs: a schema problem anywhere is
// reported as file:line and exits 2. The run never touches the CLI's state file; with --api it replays
// over HTTP against that server instead of the embedded fixtures.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ActionContext } from '../action';
import { terminalLines } from '../terminalText';
import { EXIT, UsageError } from '../errors';
import { writeOutputFile } from '../outputFiles';
import { DEFAULT_SCENARIO_DIR, collectScenarioFiles } from '../scenario/collect';
import { createEngine, type DriverName } from '../scenario/engine';
import { loadScenarios } from '../scenario/load';
import { CATALOGUE } from '../scenario/registry';
import { jsonReporter } from '../scenario/reporters/json';
import { junitReporter } from '../scenario/reporters/junit';
import { prettyReporter } from '../scenario/reporters/pretty';
import type { Reporter } from '../scenario/reporters/reporter';
import { runSuite, selectScenarios } from '../scenario/suite';
import type { Scenario } from '../scenario/model';
import type { Demo, WorldSetup } from '../scenario/world';
import type { RemoteTarget } from '../runtime/target';
import { credentialsOf } from '../globals';

function files(ctx: ActionContext): string[] {
  const [paths] = ctx.args as [string[] | undefined];
  return collectScenarioFiles(paths?.length ? paths : [DEFAULT_SCENARIO_DIR], ctx.streams.cwd);
}

export async function validate(ctx: ActionContext): Promise<void> {
  const found = files(ctx);
  const scenarios = loadScenarios(found, CATALOGUE, ctx.streams.cwd);
  ctx.out.result(
    { valid: true, files: found.length, steps: scenarios.reduce((n, s) => n + s.steps.length, 0) },
    () => `${found.length} scenario file(s) valid.`,
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
  if (!isFolder)
    throw new UsageError(`Cannot write the report to ${out}: the folder ${folder} does not exist.`);
}

/**
 * With --api (or LLTS_API_BASE_URL) the API driver replays over HTTP against that server (scenario/remote.ts):
 * its Cognito signs in, every operation and http: step is a real request. The fixture server's control
 * surface resets it between scenarios; a server without one is told apart here, and a scenario that needs
 * it is refused before anything is sent.
 */
async function remoteSetup(
  ctx: ActionContext,
  scenarios: readonly Scenario[],
  driver: DriverName,
): Promise<WorldSetup | undefined> {
  const { resolveTarget } = await import('../runtime/target');
  const target = await resolveTarget(ctx.globals, ctx.streams.env);
  if (target.mode !== 'remote') return undefined;
  if (driver === 'ui')
    throw new UsageError(
      '--api is for the api driver: the ui driver serves its own fixture backend (use --base-url for a running portal).',
    );
  const [{ createRemoteSetup }, { refuseControlNeeds }] = await Promise.all([
    import('../scenario/remote'),
    import('../scenario/controlNeeds'),
  ]);
  const setup = await createRemoteSetup(target, await demoOf(target, ctx));
  if (!setup.backend.controls) {
    refuseControlNeeds(scenarios, new URL(target.apiBaseUrl).origin, ctx.streams.cwd);
    ctx.out.note(
      `${new URL(target.apiBaseUrl).origin} has no fixture control surface: scenarios run on its data as it is, with no reset between them, on real time.`,
    );
  }
  return setup;
}

/** Who the personas are: the fixture server's demo sign-ins, or --password / LLTS_PASSWORD for every persona. */
async function demoOf(target: RemoteTarget, ctx: ActionContext): Promise<Demo> {
  const { password } = credentialsOf(ctx.globals, ctx.streams.env);
  if (!target.fixtureServer) return { password: password ?? '', totpSecrets: new Map() };
  const { DEMO_PASSWORD, PERSONAS, MFA_PERSONA_TOTP_SECRET } = await import('../../fixtures/data/personas');
  return {
    password: password ?? DEMO_PASSWORD,
    totpSecrets: new Map(PERSONAS.filter((p) => p.mfa).map((p) => [p.username, MFA_PERSONA_TOTP_SECRET])),
  };
}

export async function run(ctx: ActionContext): Promise<number> {
  const o = ctx.opts as unknown as RunOptions;
  const cwd = ctx.streams.cwd;
  if (o.out) checkReportFolder(resolve(cwd, o.out));
  const scenarios = selectScenarios(loadScenarios(files(ctx), CATALOGUE, cwd), o);
  const remote = await remoteSetup(ctx, scenarios, o.driver);
  // --json means machine-readable stdout everywhere: it turns the default pretty report into json.
  const reporterName = ctx.out.json && o.reporter === 'pretty' ? 'json' : o.reporter;
  const reporter: Reporter =
    reporterName === 'json'
      ? jsonReporter(cwd)
      : reporterName === 'junit'
        ? junitReporter(cwd)
        : prettyReporter(cwd, ctx.out.paint);
  const chunks: string[] = [];
  // Without --out the pretty reporter streams to stdout; with it, everything goes to the file at the end.
  // Scenario and step names, and server answers, come from files: escaped for a terminal (JSON escapes its own).
  const shown = (text: string) => (reporterName === 'pretty' ? terminalLines(text) : text);
  const emit = (text: string) =>
    o.out ? chunks.push(shown(text)) : ctx.streams.stdout.write(`${shown(text)}\n`);
  if (o.baseUrl && o.driver !== 'ui')
    throw new UsageError('--base-url is for the ui driver: add --driver ui.');
  if (o.baseUrl && !/^https?:\/\//.test(o.baseUrl))
    throw new UsageError(`--base-url takes an http(s) URL, got '${o.baseUrl}'.`);
  const engine = await createEngine({
    driver: o.driver,
    remote,
    ui: {
      baseUrl: o.baseUrl?.replace(/\/+$/, ''),
      root: cwd,
      artifactsDir: o.artifacts,
      log: (line) => ctx.out.note(line),
    },
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
    await writeOutputFile(resolve(cwd, o.out), `${chunks.join('\n')}\n`);
    ctx.out.note(`${summary.passed} passed, ${summary.failed} failed; report written to ${o.out}`);
  }
  return summary.failed > 0 ? EXIT.failed : EXIT.ok;
}
