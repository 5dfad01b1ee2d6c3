// mt text | files: self-service machine translation.
import type { Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { commaList, examples } from './shared';

export function registerMt(program: Command, state: ProgramState): void {
  const mt = program.command('mt').description('Machine translation of text and files');
  const load = () => import('../actions/mt');

  mt.command('text <text>')
    .description('Translate text; prints the translation, the detected language and the AI quality score')
    .requiredOption('--to <language>', 'target language id or name')
    .option('--from <language>', "source language id or name, or 'auto' (default)")
    .option('--post-edit', 'post-edit the translation with AI')
    .addHelpText('after', examples('llts mt text "Hello world" --to deu', 'llts mt text "Hello world" --from enu --to fra --post-edit --json'))
    .action(lazyAction(state, () => load().then((m) => m.text)));

  mt.command('files <paths...>')
    .description("Translate documents (limits: the settings' file size, count and types; at most 10 targets)")
    .requiredOption('--from <language>', 'source language id or name')
    .requiredOption('--to <languages>', 'target language ids or names, comma separated', commaList)
    .option('--name <name>', 'request name (default: e-mail local part and a timestamp)')
    .addHelpText('after', examples('llts mt files contract.docx terms.pdf --from enu --to deu,fra --name Contract'))
    .action(lazyAction(state, () => load().then((m) => m.files)));
}
