// fixtures serve | reset | clock: the embedded backend as an HTTP server, and its state between runs.
import type { Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { examples } from './shared';

export function registerFixtures(program: Command, state: ProgramState): void {
  const fixtures = program
    .command('fixtures')
    .description('The embedded fixture backend: serve it over HTTP, reset it, move its clock');
  const load = () => import('../actions/fixtures');

  fixtures
    .command('serve')
    .description(
      'Serve the fixtures over HTTP (API at /api/v1, Cognito at /cognito/) on the --state database',
    )
    .option('--port <port>', 'port (0 picks a free one)', '4010')
    .addHelpText(
      'after',
      examples(
        'llts fixtures serve --port 4010',
        'llts --api http://127.0.0.1:4010/api/v1 --user client whoami',
      ),
    )
    .action(lazyAction(state, () => load().then((m) => m.serve)));

  fixtures
    .command('reset')
    .description('Restore the seed: forget every change and the clock of the --state database')
    .addHelpText('after', examples('llts fixtures reset'))
    .action(lazyAction(state, () => load().then((m) => m.reset)));

  fixtures
    .command('clock')
    .description('Show, set or advance the fixture clock of the --state database')
    .option('--set <iso>', "e.g. '2026-12-01T09:00:00Z'")
    .option('--advance <duration>', "e.g. '90s', '2h', '3d'")
    .addHelpText('after', examples('llts fixtures clock', 'llts fixtures clock --advance 2h'))
    .action(lazyAction(state, () => load().then((m) => m.clock)));
}
