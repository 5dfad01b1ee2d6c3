// The llts program: global options, the command groups and the help texts. Only commander is loaded
// here; each action module is imported when its command runs.
import { Argument, Command, Option } from 'commander';
import { lazyAction, type ProgramState } from './action';
import { EXIT_CODES_HELP } from './commands/shared';
import { registerAccount, registerPassword } from './commands/account';
import { registerAccountSettings } from './commands/accountSettings';
import { registerCoupa } from './commands/coupa';
import { registerFixtures } from './commands/fixtures';
import { registerMt } from './commands/mt';
import { registerQuote } from './commands/quote';
import { registerReports } from './commands/reports';
import { registerRequest } from './commands/request';
import { registerScenario } from './commands/scenario';
import { registerSession } from './commands/session';
import { registerStats } from './commands/stats';

export function buildProgram(state: ProgramState, version: string): Command {
  const program = new Command('llts');
  program
    .description(
      'Command-line harness of the language-services portal: quotes, requests, machine translation, scenarios.',
    )
    .version(version, '-V, --version')
    .option(
      '--api <url>',
      'API root, e.g. https://api.example.com/api/v1 (default: the embedded fixtures, in-process)',
    )
    .option('--cognito-endpoint <url>', 'Cognito endpoint override (with --api)')
    .option('--user-pool-id <id>', 'Cognito user pool id (with --api; omit both for the fixture HTTP server)')
    .option('--client-id <id>', 'Cognito app client id (with --api)')
    .option('--user <username>', 'sign in as this user for this command (fixtures: a persona name is enough)')
    .option('--password <password>', 'password for --user')
    .option(
      '--password-stdin',
      'read the password from stdin (like docker login): keeps it out of the process list',
    )
    .option('--impersonate <username>', 'act as another user (admins and super users)')
    .option('--branch <id>', 'branch (lltsBranchId) of the request; whoami shows its contacts')
    .option(
      '--state <file>',
      'fixture database kept between invocations (default: <config dir>/fixtures-state.json)',
    )
    .option('--json', 'machine-readable output on stdout')
    .option('-q, --quiet', 'no notes or progress, only results and errors')
    .addOption(new Option('--no-color', 'no colours (also NO_COLOR)'))
    .addHelpText(
      'after',
      `\nExamples:\n  llts login --user client\n  llts quote show aq-ready\n  llts request list --status Processing --all --json\n${EXIT_CODES_HELP}`,
    )
    // Every command's help lists the global options too (--user, --json, ...): they work after any command.
    .configureHelp({ showGlobalOptions: true })
    .showHelpAfterError()
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void state.streams.stdout.write(text),
      writeErr: (text) => void state.streams.stderr.write(text),
    });

  registerSession(program, state);
  registerAccount(program, state);
  registerPassword(program, state);
  registerAccountSettings(program, state);
  registerQuote(program, state);
  registerRequest(program, state);
  registerMt(program, state);
  registerScenario(program, state);
  registerStats(program, state);
  registerReports(program, state);
  registerCoupa(program, state);
  registerFixtures(program, state);
  program
    .command('completion')
    .description('Print a shell completion script: bash, zsh or fish')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .addHelpText('after', '\nExamples:\n  source <(llts completion bash)\n  llts completion fish | source\n')
    .action(lazyAction(state, () => import('./actions/completion').then((m) => m.completion)));
  return program;
}
