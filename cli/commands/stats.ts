// stats <type>: the staff dashboard's statistics (spec part 1 §2, §7), one platform call per type.
import { Option, type Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { DASHBOARD_VERTICALS } from '../../src/platform/domain/entities/statistics';
import { examples } from './shared';

export const STATS_TYPES = [
  'projects',
  'quotes',
  'foh-current',
  'foh-completed',
  'foh-pending',
  'qa',
] as const;

export function registerStats(program: Command, state: ProgramState): void {
  program
    .command('stats')
    .description('Staff dashboard statistics (staff only)')
    .addArgument(program.createArgument('<type>', 'which list').choices(STATS_TYPES))
    .addOption(
      new Option(
        '--vertical <vertical>',
        'projects: a vertical (default: starts); quotes: a vertical or unassigned',
      ).choices([...DASHBOARD_VERTICALS, 'unassigned']),
    )
    .addHelpText(
      'after',
      examples('llts stats projects --vertical healthcare --user pm', 'llts stats qa --json --user qa'),
    )
    .action(lazyAction(state, () => import('../actions/stats').then((m) => m.stats)));
}
