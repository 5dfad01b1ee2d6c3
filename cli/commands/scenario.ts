// scenario run | validate: the YAML scenario library, replayed in-process on fresh fixture states, or over
// HTTP against a server with --api.
import { Option, type Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { examples } from './shared';

// Kept in sync with scenario/collect.ts (not imported: the help path stays free of node:fs walks).
const DEFAULT_SCENARIO_DIR = 'fixtures/scenarios';

const REMOTE_HELP = `
With --api <url> (or LLTS_API_BASE_URL) the api driver replays over HTTP against that server: sign-ins go to
its Cognito (the fixture server's emulation at <origin>/cognito/ unless --user-pool-id/--client-id are given),
operations and http: steps are real requests. The reset before each scenario, fixture.state/clock, step faults,
fixtures.* steps and wait use the server's control surface (<origin>/__fixtures/, as llts fixtures serve has).
A server without it gets no reset between scenarios and waits in real time; a chosen scenario that needs it
is refused before any request is sent, naming the step (file:line), with exit code 2. An unreachable --api
exits 1.
`;

export function registerScenario(program: Command, state: ProgramState): void {
  const scenario = program
    .command('scenario')
    .description('Replay or check YAML scenarios against the embedded fixtures or a server (--api)');
  const load = () => import('../actions/scenario');

  scenario
    .command('run [paths...]')
    .description(
      `Run scenario files or directories (default ${DEFAULT_SCENARIO_DIR}), each on a fresh fixture state (with --api: over HTTP)`,
    )
    .addOption(
      new Option('--reporter <name>', 'output format').choices(['pretty', 'json', 'junit']).default('pretty'),
    )
    .option('--out <file>', 'write the report to this file instead of stdout')
    .option('--shard <i/n>', 'run only the i-th of n shards (1-based), e.g. 2/4')
    .option('--bail', 'stop at the first failing scenario')
    .option('--grep <pattern>', 'only scenarios whose name, tags or file match this regular expression')
    .addOption(
      new Option(
        '--driver <name>',
        'api replays the calls (in-process, or over HTTP with --api); ui clicks through the portal in Chromium',
      )
        .choices(['api', 'ui'])
        .default('api'),
    )
    .option(
      '--base-url <url>',
      'ui driver: open this running portal instead of serving dist/ (its API is answered by the run)',
    )
    .option('--artifacts <dir>', 'ui driver: where screenshots of failed steps go', 'scenario-artifacts')
    .addHelpText(
      'after',
      examples(
        'llts scenario run',
        'llts scenario run fixtures/scenarios/auto-quote --grep accept',
        'llts scenario run --reporter junit --out results.xml --shard 1/2',
        'llts scenario run --driver ui fixtures/scenarios/auto-quote',
        'llts --api http://127.0.0.1:4010/api/v1 scenario run   # against `llts fixtures serve`',
      ) + REMOTE_HELP,
    )
    .action(lazyAction(state, () => load().then((m) => m.run)));

  scenario
    .command('coverage')
    .description('List every operation and which drivers take it: api always, ui where a screen has a step')
    .addHelpText('after', examples('llts scenario coverage', 'llts scenario coverage --json'))
    .action(lazyAction(state, () => load().then((m) => m.coverage)));

  scenario
    .command('validate [paths...]')
    .description('Check scenario files against the schema; every problem is printed as file:line: message')
    .addHelpText('after', examples('llts scenario validate', 'llts scenario validate my-scenario.yaml'))
    .action(lazyAction(state, () => load().then((m) => m.validate)));
}
