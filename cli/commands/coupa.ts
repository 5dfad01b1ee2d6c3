// coupa start | list | show | accept | reject | download: the procurement punch-out (part 2 §2.10).
import type { Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { examples } from './shared';

export function registerCoupa(program: Command, state: ProgramState): void {
  const coupa = program
    .command('coupa')
    .description('The Coupa procurement punch-out: sign in from a punch-out, requests, quotes, deliverables');
  const load = () => import('../actions/coupa');

  coupa
    .command('start <requestId>')
    .description(
      'Sign in like the punch-out link: initializeLogIn, then the one-time token; the session is kept',
    )
    .addHelpText('after', examples('llts coupa start po-demo'))
    .action(lazyAction(state, () => load().then((m) => m.start)));
  coupa
    .command('list')
    .description('The procurement requests (COUPA and WEBFORM) with their procurement status labels')
    .option('--status <groups>', 'status groups or statuses, comma separated')
    .option('--all', 'follow nextPageToken to the last page')
    .addHelpText('after', examples('llts coupa list', 'llts coupa list --status Completed --all --json'))
    .action(lazyAction(state, () => load().then((m) => m.list)));
  coupa
    .command('show <id>')
    .description('One procurement request')
    .addHelpText('after', examples('llts coupa show jr-coupa-quote'))
    .action(lazyAction(state, () => load().then((m) => m.show)));
  coupa
    .command('accept <id>')
    .description('Accept the quote; prints the return address to Coupa (http(s) only)')
    .addHelpText('after', examples('llts coupa accept jr-coupa-quote'))
    .action(lazyAction(state, () => load().then((m) => m.accept)));
  coupa
    .command('reject <id>')
    .description('Reject the quote, with an optional reason')
    .option('--reason <text>', 'why (optional; trimmed)')
    .addHelpText('after', examples('llts coupa reject jr-coupa-quote --reason "Over budget"'))
    .action(lazyAction(state, () => load().then((m) => m.reject)));
  coupa
    .command('download <id>')
    .description('The deliverables as one zip named after the request id')
    .requiredOption('-o, --out <dir>', 'directory to write to')
    .addHelpText('after', examples('llts coupa download jr-coupa-done -o deliverables/'))
    .action(lazyAction(state, () => load().then((m) => m.download)));
}
