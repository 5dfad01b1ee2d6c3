// stats <type> over the platform's statistics calls; the API refuses non-staff (403, exit 1).
import {
  getFohCompletedProjectStats,
  getFohCurrentProjectStats,
  getFohPendingReviewStats,
  getProjectStats,
  getQaStats,
  getQuoteStats,
} from '../../src/platform/api/statistics';
import type { StatsRow } from '../../src/platform/domain/entities/statistics';
import type { HttpClient } from '../../src/platform/http/client';
import type { ActionContext } from '../action';
import { UsageError } from '../errors';
import { table } from '../format';

type Column = readonly [header: string, value: (row: StatsRow) => string | number | null | undefined];

const manager: Column = ['project manager', (row) => row.projectManager];
const coordinator: Column = ['project coordinator', (row) => row.projectCoordinator ?? 'Unassigned'];
const counts: Column[] = [
  ['standard', (row) => row.standard],
  ['rush', (row) => row.rush],
  ['total', (row) => row.totals?.toFixed(2)],
];

function plan(
  type: string,
  vertical: string | undefined,
): { call: (http: HttpClient) => Promise<StatsRow[]>; columns: Column[] } {
  if (vertical && type !== 'projects' && type !== 'quotes')
    throw new UsageError(`--vertical applies to projects and quotes only`);
  if (vertical === 'unassigned' && type === 'projects')
    throw new UsageError('--vertical unassigned applies to quotes only');
  switch (type) {
    case 'projects':
      return {
        call: (http) => getProjectStats(http, vertical ?? 'starts'),
        columns: [manager, ...counts, ['projects', (row) => row.projectCount]],
      };
    case 'quotes':
      return {
        call: (http) => getQuoteStats(http, vertical ?? 'unassigned'),
        columns: [coordinator, ...counts, ['quotes', (row) => row.quotes]],
      };
    case 'foh-current':
      return {
        call: getFohCurrentProjectStats,
        columns: [coordinator, ...counts, ['quotes', (row) => row.quotes]],
      };
    case 'foh-completed':
      return {
        call: getFohCompletedProjectStats,
        columns: [coordinator, ...counts, ['quotes', (row) => row.quotes]],
      };
    case 'foh-pending':
      return {
        call: getFohPendingReviewStats,
        columns: [
          coordinator,
          ['review status', (row) => row.quoteReviewStatus],
          ['quotes', (row) => row.quotes],
        ],
      };
    default:
      return {
        call: getQaStats,
        columns: [
          ['qa specialist', (row) => row.qaSpecialist],
          ['assigned jobs', (row) => row.assignedJobs],
        ],
      };
  }
}

export async function stats(ctx: ActionContext): Promise<void> {
  const [type] = ctx.args as [string];
  const { vertical } = ctx.opts as { vertical?: string };
  const { call, columns } = plan(type, vertical);
  const runtime = await ctx.runtime();
  const rows = await call(await runtime.http());
  ctx.out.result({ type, vertical: vertical ?? null, rows }, () =>
    table(
      columns.map(([header]) => header),
      rows.map((row) => columns.map(([, value]) => String(value(row) ?? ''))),
    ),
  );
}
