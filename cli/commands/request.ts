// request create | list | show | rename | archive | accept-quote | reject-quote | wait | download.
import type { Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { collect, commaList, examples, positiveWholeNumber, YES_DESCRIPTION, YES_FLAGS } from './shared';

export function registerRequest(program: Command, state: ProgramState): void {
  const request = program
    .command('request')
    .description('Job requests: create, list, show, rename, archive, answer quotes, wait, download');

  request
    .command('create')
    .description(
      'Submit a translation or estimate request, like the request form (create, upload, add files)',
    )
    .option('--name <name>', 'project name (default: e-mail local part and a timestamp)')
    .option('--source <language>', 'source language id or name')
    .option('--target <languages>', 'target languages, comma separated (repeatable)', commaList)
    .option('--service <id|name>', "service (workflow) of the client's selectable workflows")
    .option('--files <paths...>', 'input method FILES: the documents')
    .option('--text <text|@file>', 'input method TEXT: the text, or @file to read it')
    .option('--link <url=name>', 'input method FILELINKS: a link (repeatable)', collect)
    .option('--reference <paths...>', 'reference files')
    .option('--estimate', 'send for estimation (a quote) instead of to translation')
    .option('--field <name=value>', 'a custom project field (repeatable)', collect)
    .option('--client <id>', 'the organisation to submit for (default: your own)')
    .option('--notes <text>', 'notes for the project manager')
    .option('--email <address>', 'submit without signing in, verified by a code sent to this address')
    .option('--first-name <name>', 'contact first name (required with --email)')
    .option('--last-name <name>', 'contact last name (required with --email)')
    .option('--phone <number>', 'contact phone (with --email)')
    .option('--code <code>', 'the e-mail verification code (with --email; fixtures: read from the mailbox)')
    .option(
      '--reuse <jobRequestId>',
      "start from a past request's languages, notes and custom fields (options given win)",
    )
    .addHelpText(
      'after',
      examples(
        'llts --user client request create --name "Brochure" --source enu --target deu,fra --files brochure.docx',
        'llts --user client request create --name Note --source enu --target deu --text @note.txt --estimate',
        'llts request create --email visitor@acme.example --first-name Vi --last-name Sitor \\\n      --name Site --source enu --target fra --link https://example.com/site.zip=site.zip --estimate',
      ),
    )
    .action(lazyAction(state, () => import('../actions/request/create').then((m) => m.create)));

  request
    .command('list')
    .description('Your job requests, newest first')
    .option(
      '--origination <kinds>',
      'EMAIL, WEBFORM, MT, COUPA, MEDIAAI, EXTERNALAPI (comma separated)',
      commaList,
    )
    .option(
      '--status <groups>',
      'status groups (Completed, Processing, Failed, ...) or statuses, comma separated',
      commaList,
    )
    .option('--page-size <n>', 'rows per page (default 10)', positiveWholeNumber('--page-size'))
    .option('--page-token <token>', 'start at this page')
    .option('--all', 'follow nextPageToken to the last page')
    .addHelpText(
      'after',
      examples(
        'llts request list --origination MT --status Completed,Failed',
        'llts request list --all --json',
      ),
    )
    .action(lazyAction(state, () => import('../actions/request/read').then((m) => m.list)));

  request
    .command('show <id>')
    .description('One job request: status, languages, files, links')
    .addHelpText('after', examples('llts request show jr-0001'))
    .action(lazyAction(state, () => import('../actions/request/read').then((m) => m.show)));

  request
    .command('rename <id> <name>')
    .description('Rename a request (at most 250 characters)')
    .addHelpText('after', examples('llts request rename jr-0001 "Brochure v2"'))
    .action(lazyAction(state, () => import('../actions/request/manage').then((m) => m.rename)));

  request
    .command('archive <id>')
    .description('Archive a request (asks first; --yes without a terminal)')
    .option(YES_FLAGS, YES_DESCRIPTION)
    .addHelpText('after', examples('llts request archive jr-0001', 'llts request archive jr-0001 --yes'))
    .action(lazyAction(state, () => import('../actions/request/manage').then((m) => m.archive)));

  request
    .command('accept-quote <id>')
    .description('Accept the quote of a request in QUOTE_READY_FOR_CLIENT_REVIEW')
    .addHelpText('after', examples('llts request accept-quote jr-0007'))
    .action(lazyAction(state, () => import('../actions/request/manage').then((m) => m.acceptQuote)));

  request
    .command('reject-quote <id>')
    .description('Reject the quote of a request, with an optional reason')
    .option('--reason <text>', 'why (optional; trimmed)')
    .addHelpText('after', examples('llts request reject-quote jr-0007 --reason "Deadline too late"'))
    .action(lazyAction(state, () => import('../actions/request/manage').then((m) => m.rejectQuote)));

  request
    .command('wait <id>')
    .description('Poll until the request reaches a status or status group (fixtures: advances their clock)')
    .requiredOption(
      '--until <status|group>',
      'e.g. COMPLETED, QUOTE_READY_FOR_CLIENT_REVIEW, Completed, Failed',
    )
    .option('--timeout <seconds>', 'give up after this long (default 600)')
    .addHelpText('after', examples('llts request wait jr-0401 --until Completed --timeout 120'))
    .action(lazyAction(state, () => import('../actions/request/wait').then((m) => m.wait)));

  request
    .command('download <id>')
    .description('Download the translated files, one by one or as one zip')
    .option('--lang <id>', 'only this target language')
    .option('--zip', 'one zip of every translated file (polls until it is ready)')
    .requiredOption('-o, --out <dir>', 'directory to write to')
    .addHelpText(
      'after',
      examples('llts request download jr-0002 -o out/', 'llts request download jr-0002 --zip -o out/'),
    )
    .action(lazyAction(state, () => import('../actions/request/download').then((m) => m.download)));
}
