// Columns of the dashboard's summary tables; the person's name links to the matching detail route.
import { Link } from 'wouter';
import type { StatsRow } from '../../../platform/domain/entities/statistics';
import type { DataTableColumn } from '../../../ui/table/DataTable';
import type { DashboardHref } from '../routes';

const linkClass = 'text-primary-700 underline-offset-2 hover:underline';
const count = (
  id: string,
  header: string,
  value: (row: StatsRow) => number | undefined,
): DataTableColumn<StatsRow> => ({
  id,
  header,
  cell: (row) => value(row) ?? 0,
  className: 'text-right',
});

export function managerColumns(href: DashboardHref): DataTableColumn<StatsRow>[] {
  const params = (row: StatsRow) => ({ name: row.projectManager ?? '', id: String(row.projectManagerId) });
  return [
    {
      id: 'manager',
      header: 'Project manager',
      rowHeader: true,
      cell: (row) => (
        <Link href={href('projectManager', params(row))} className={linkClass}>
          {row.projectManager}
        </Link>
      ),
    },
    count('standard', 'Standard', (row) => row.standard),
    count('rush', 'Rush', (row) => row.rush),
    count('projects', 'Projects', (row) => row.projectCount),
    {
      id: 'more',
      header: 'Lists',
      cell: (row) => (
        <span className="flex gap-3">
          <Link href={href('pastDue', params(row))} className={linkClass}>
            Past due
          </Link>
          <Link href={href('dueToday', params(row))} className={linkClass}>
            Due today
          </Link>
        </span>
      ),
    },
  ];
}

/** Coordinator rows; a null coordinator id is the unassigned list ('null' in the route). */
export function coordinatorColumns(
  href: DashboardHref,
  list: 'currentQuotes' | 'completedQuotes',
  withReviewStatus = false,
): DataTableColumn<StatsRow>[] {
  return [
    {
      id: 'coordinator',
      header: 'Project coordinator',
      rowHeader: true,
      cell: (row) => (
        <Link
          href={href(list, {
            name: row.projectCoordinator ?? 'Unassigned',
            id: String(row.projectCoordinatorId ?? 'null'),
          })}
          className={linkClass}
        >
          {row.projectCoordinator ?? 'Unassigned'}
        </Link>
      ),
    },
    ...(withReviewStatus
      ? [{ id: 'review', header: 'Review status', cell: (row: StatsRow) => row.quoteReviewStatus }]
      : [count('standard', 'Standard', (row) => row.standard), count('rush', 'Rush', (row) => row.rush)]),
    count('quotes', 'Quotes', (row) => row.quotes),
  ];
}

export function qaColumns(href: DashboardHref): DataTableColumn<StatsRow>[] {
  return [
    {
      id: 'specialist',
      header: 'QA specialist',
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
    count('jobs', 'Assigned jobs', (row) => row.assignedJobs),
  ];
}
