// mt text | files | media: self-service machine translation.
import type { Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { collect, commaList, examples, positiveWholeNumber } from './shared';

export function registerMt(program: Command, state: ProgramState): void {
  const mt = program.command('mt').description('Machine translation of text, files and media');
  const load = () => import('../actions/mt');

  mt.command('text <text>')
    .description('Translate text; prints the translation, the detected language and the AI quality score')
    .requiredOption('--to <language>', 'target language id or name')
    .option('--from <language>', "source language id or name, or 'auto' (default)")
    .option('--post-edit', 'post-edit the translation with AI')
    .addHelpText(
      'after',
      examples(
        'llts mt text "Hello world" --to deu',
        'llts mt text "Hello world" --from enu --to fra --post-edit --json',
      ),
    )
    .action(lazyAction(state, () => load().then((m) => m.text)));

  mt.command('files <paths...>')
    .description("Translate documents (limits: the settings' file size, count and types; at most 10 targets)")
    .requiredOption('--from <language>', 'source language id or name')
    .requiredOption('--to <languages>', 'target language ids or names, comma separated', commaList)
    .option('--name <name>', 'request name (default: e-mail local part and a timestamp)')
    .addHelpText(
      'after',
      examples('llts mt files contract.docx terms.pdf --from enu --to deu,fra --name Contract'),
    )
    .action(lazyAction(state, () => load().then((m) => m.files)));

  mt.command('media <paths...>')
    .description(
      "Transcribe, translate, dub or subtitle audio and video (limits: the settings' audio and video file sizes, a 250 MB total, at most 10 targets)",
    )
    .requiredOption('--type <type>', 'transcription, transcription-and-translation, dubbing or embedding')
    .requiredOption('--from <language>', 'the spoken language, id or name')
    .option(
      '--to <languages...>',
      'target language ids or names, space or comma separated (not for transcription)',
      commaList,
    )
    .option(
      '--voice <language=voice...>',
      'dubbing: a voice per target language, e.g. deu=aria (see llts mt voices)',
      collect,
    )
    .option(
      '--subtitles <types>',
      'subtitle types, comma separated (default SRT; transcription and translation only)',
      commaList,
    )
    .option('--name <name>', 'request name (default: e-mail local part and a timestamp)')
    .addHelpText(
      'after',
      examples(
        'llts mt media interview.mp3 --type transcription --from enu --subtitles SRT,TXT',
        'llts mt media webinar.mp4 --type transcription-and-translation --from enu --to deu fra --subtitles SRT,VTT',
        'llts mt media webinar.mp4 --type dubbing --from enu --to deu spa --voice deu=ben spa=aria',
        'llts mt media webinar.mp4 --type embedding --from enu --to deu',
      ),
    )
    .action(lazyAction(state, () => import('../actions/media').then((m) => m.media)));

  mt.command('voices')
    .description('The dubbing voices, with their samples')
    .addHelpText('after', examples('llts mt voices --json'))
    .action(lazyAction(state, () => import('../actions/media').then((m) => m.voices)));

  const requests = () => import('../actions/mtRequests');
  mt.command('list')
    .description('Your AI Translation file requests (newest first)')
    .option(
      '--status <groups>',
      'status groups (Completed, Processing, Failed, ...) or statuses, comma separated',
      commaList,
    )
    .option('--page-size <n>', 'rows per page (default 10)', positiveWholeNumber('--page-size'))
    .option('--page-token <token>', 'start at this page')
    .option('--all', 'follow nextPageToken to the last page')
    .addHelpText('after', examples('llts mt list --status Completed --json'))
    .action(lazyAction(state, () => requests().then((m) => m.list)));

  mt.command('show <id>')
    .description('One request: status, languages, files per language with their AI quality scores')
    .addHelpText('after', examples('llts mt show jr-mt-done', 'llts mt show jr-mt-done --json'))
    .action(lazyAction(state, () => requests().then((m) => m.show)));

  mt.command('escalate <id>')
    .description(
      'Request human translation of a completed or failed request (the drawer of the request page)',
    )
    .option(
      '--reason <reason>',
      'clean-up-formatting, need-human-translation or other (required unless your organisation hides it)',
    )
    .option('--other-reason <text>', 'with --reason other: why (required)')
    .option('--notes <text>', 'notes for the project manager')
    .option('--name <name>', 'project name (default: the request name)')
    .option(
      '--target <languages>',
      'target languages (default: the request targets), comma separated',
      commaList,
    )
    .option('--field <name=value>', 'a custom project field (repeatable)', collect)
    .addHelpText(
      'after',
      examples('llts mt escalate jr-mt-done --reason need-human-translation --notes "Legal review needed"'),
    )
    .action(lazyAction(state, () => requests().then((m) => m.escalate)));
}
