// Columns of the dashboard's summary tables; the person's name links to the matching detail route.
import { Link } from 'wouter';
import type { StatsRow } from '../../../platform/domain/entities/statistics';
import type { DataTableColumn } from '../../../ui/table/DataTable';
import type { DashboardT } from '../messages';
import { UNASSIGNED_IN_ROUTE, type DashboardHref } from '../routes';

const linkClass = 'text-primary-700 underline-offset-2 hover:underline';
const count = (
  id: string,
  header: string,
  value: (row: StatsRow) => number | undefined,
): DataTableColumn<StatsRow> => ({
  id,
  header,
  cell: (row) => value(row) ?? 0,
  className: 'text-end',
});

export function managerColumns(href: DashboardHref, t: DashboardT): DataTableColumn<StatsRow>[] {
  const params = (row: StatsRow) => ({ name: row.projectManager ?? '', id: String(row.projectManagerId) });
  return [
    {
      id: 'manager',
      header: t('dashboard.column.projectManager'),
      rowHeader: true,
      cell: (row) => (
        <Link href={href('projectManager', params(row))} className={linkClass}>
          {row.projectManager}
        </Link>
      ),
    },
    count('standard', t('dashboard.column.standard'), (row) => row.standard),
    count('rush', t('dashboard.column.rush'), (row) => row.rush),
    count('projects', t('dashboard.column.projects'), (row) => row.projectCount),
    {
      id: 'more',
      header: t('dashboard.column.lists'),
      cell: (row) => (
        <span className="flex gap-3">
          <Link href={href('pastDue', params(row))} className={linkClass}>
            {t('dashboard.pastDue')}
          </Link>
          <Link href={href('dueToday', params(row))} className={linkClass}>
            {t('dashboard.dueToday')}
          </Link>
        </span>
      ),
    },
  ];
}

/** Coordinator rows; a null coordinator id is the unassigned list ('null' in the route). */
export function coordinatorColumns(
  href: DashboardHref,
  t: DashboardT,
  list: 'currentQuotes' | 'completedQuotes',
  withReviewStatus = false,
): DataTableColumn<StatsRow>[] {
  return [
    {
      id: 'coordinator',
      header: t('dashboard.column.projectCoordinator'),
      rowHeader: true,
      cell: (row) => (
        <Link
          href={href(list, {
            name: row.projectCoordinator ?? UNASSIGNED_IN_ROUTE,
            id: String(row.projectCoordinatorId ?? 'null'),
          })}
          className={linkClass}
        >
          {row.projectCoordinator ?? t('dashboard.unassigned')}
        </Link>
      ),
    },
    ...(withReviewStatus
      ? [
          {
            id: 'review',
            header: t('dashboard.column.reviewStatus'),
            cell: (row: StatsRow) => row.quoteReviewStatus,
          },
        ]
      : [
          count('standard', t('dashboard.column.standard'), (row) => row.standard),
          count('rush', t('dashboard.column.rush'), (row) => row.rush),
        ]),
    count('quotes', t('dashboard.column.quotes'), (row) => row.quotes),
  ];
}

export function qaColumns(href: DashboardHref, t: DashboardT): DataTableColumn<StatsRow>[] {
  return [
    {
      id: 'specialist',
      header: t('dashboard.column.qaSpecialist'),
      rowHeader: true,
      cell: (row) => (
        <Link
          href={href('qa', { name: row.qaSpecialist ?? '', id: String(row.contactPersonId) })}
          className={linkClass}
        >
          {row.qaSpecialist}
        </Link>
      ),
    },
    count('jobs', t('dashboard.column.assignedJobs'), (row) => row.assignedJobs),
  ];
}

/** Every panel's columns, by the statistics list it shows. */
export function dashboardColumns(href: DashboardHref, t: DashboardT) {
  const currentQuotes = coordinatorColumns(href, t, 'currentQuotes');
  return {
    manager: managerColumns(href, t),
    currentQuotes,
    fohCurrent: currentQuotes,
    fohCompleted: coordinatorColumns(href, t, 'completedQuotes'),
    fohPendingReview: coordinatorColumns(href, t, 'currentQuotes', true),
    qa: qaColumns(href, t),
  } satisfies Record<string, DataTableColumn<StatsRow>[]>;
}

export type DashboardColumns = ReturnType<typeof dashboardColumns>;
