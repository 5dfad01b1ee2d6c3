// reports list | show | export: the Reports pages (part 2 §2.5) over the same platform code.
import type { Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { examples, positiveWholeNumber } from './shared';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerReports(program: Command, state: ProgramState): void {
  const reports = program
    .command('reports')
    .description('Custom reports of your organisation (client users with the reports application)');
  const load = () => import('../actions/reports');

  reports
    .command('list')
    .description('The reports, grouped by type (project, quote, task, client contact)')
    .addHelpText('after', examples('llts reports list --user client'))
    .action(lazyAction(state, () => load().then((m) => m.list)));

  reports
    .command('show <reportId>')
    .description("A page of a report's rows; without --filter the report's default filters apply")
    .option(
      '--filter <mapping=value>',
      'a filter, repeatable (dates YYYY-MM-DD, lists comma separated)',
      collect,
    )
    .option('--page <n>', 'page, from 1', positiveWholeNumber('--page'), 1)
    .option('--limit <n>', 'rows per page (default 25)', positiveWholeNumber('--limit'))
    .addHelpText(
      'after',
      examples(
        'llts reports show rpt-quote-pipeline --user client',
        'llts reports show rpt-project-status --filter status=Invoiced --filter createdFrom=2026-01-01 --page 2 --user client',
      ),
    )
    .action(lazyAction(state, () => load().then((m) => m.show)));

  reports
    .command('export <reportId>')
    .description('Export the first 1000 rows as CSV (UTF-8 with BOM); a failed page is retried 3 times')
    .option('--filter <mapping=value>', 'a filter, repeatable', collect)
    .option('-o, --out <file>', "the CSV file ('-' for stdout; default: the report's name and the date)")
    .addHelpText('after', examples('llts reports export rpt-client-contacts -o contacts.csv --user client'))
    .action(lazyAction(state, () => load().then((m) => m.exportCsv)));
}
