// Columns of the detail tables (spec §2), with the formats of §9.
import type {
  CoordinatorRow,
  ProjectDetailRow,
  QaJobRow,
} from '../../../platform/domain/entities/statistics';
import {
  isStaleQuoteStart,
  quoteRowLabel,
  tmsProjectUrl,
  tmsQuoteUrl,
} from '../../../platform/domain/dashboardRules';
import { formatDashboardDate, formatDashboardDay } from '../../../platform/locale/dates';
import type { DataTableColumn } from '../../../ui/table/DataTable';
import type { DashboardT } from '../messages';
import { ExternalLink, money, RateType } from './cells';

/** A column that shows a field as it came, sorted by it. */
function textColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string | number | null | undefined,
): DataTableColumn<Row> {
  return { id, header, sortValue: value, cell: value };
}

export function projectColumns(tmsBaseUrl: string, t: DashboardT): DataTableColumn<ProjectDetailRow>[] {
  return [
    {
      id: 'projectId',
      header: t('dashboard.column.projectId'),
      sortValue: (row) => row.projectId,
      rowHeader: true,
      cell: (row) => (
        <ExternalLink href={tmsProjectUrl(tmsBaseUrl, row.projectId)}>{String(row.projectId)}</ExternalLink>
      ),
    },
    {
      id: 'deadline',
      header: t('dashboard.column.deadline'),
      sortValue: (row) => row.projectDeadline,
      cell: (row) => formatDashboardDay(row.projectDeadline),
    },
    textColumn('status', t('dashboard.column.status'), (row) => row.status),
    textColumn('name', t('dashboard.column.projectName'), (row) => row.projectName),
    textColumn('client', t('dashboard.column.client'), (row) => row.client),
    textColumn('languages', t('dashboard.column.languages'), (row) => row.languages),
    {
      id: 'total',
      header: t('dashboard.column.totalAgreed'),
      sortValue: (row) => row.totalAgreed,
      cell: (row) => money(row.totalAgreed),
      className: 'text-end',
    },
    {
      id: 'rate',
      header: t('dashboard.column.rateType'),
      sortValue: (row) => row.rateType,
      cell: (row) => <RateType value={row.rateType} />,
    },
    {
      id: 'group',
      header: t('dashboard.column.groupName'),
      sortValue: (row) => row.projectGroupName ?? '',
      cell: (row) => row.projectGroupName ?? '',
    },
    {
      id: 'groupId',
      header: t('dashboard.column.groupId'),
      sortValue: (row) => row.projectGroupId ?? '',
      cell: (row) => row.projectGroupId ?? '',
    },
  ];
}

export function qaJobColumns(t: DashboardT): DataTableColumn<QaJobRow>[] {
  return [
    {
      id: 'number',
      header: t('dashboard.column.projectNumber'),
      rowHeader: true,
      sortValue: (row) => row.projectNumber,
      cell: (row) => row.projectNumber,
    },
    textColumn('assigned', t('dashboard.column.assignedTo'), (row) => row.assignedTo),
    textColumn('job', t('dashboard.column.projectJobId'), (row) => row.projectJobId),
    {
      id: 'start',
      header: t('dashboard.column.jobStartDate'),
      sortValue: (row) => row.jobStartDate,
      cell: (row) => formatDashboardDate(row.jobStartDate),
    },
    textColumn('manager', t('dashboard.column.projectManager'), (row) => row.projectManager),
    {
      id: 'languages',
      header: t('dashboard.column.languages'),
      sortValue: (row) => row.languages ?? '',
      cell: (row) => row.languages ?? '',
    },
    {
      id: 'client',
      header: t('dashboard.column.client'),
      sortValue: (row) => row.client ?? '',
      cell: (row) => row.client ?? '',
    },
    {
      id: 'deadline',
      header: t('dashboard.column.deadline'),
      sortValue: (row) => row.projectDeadline,
      cell: (row) => formatDashboardDate(row.projectDeadline),
    },
    textColumn('status', t('dashboard.column.jobStatus'), (row) => row.jobStatus),
    textColumn('qaType', t('dashboard.column.qaType'), (row) => row.qaType),
    {
      id: 'group',
      header: t('dashboard.column.groupName'),
      sortValue: (row) => row.projectGroupName ?? '',
      cell: (row) => row.projectGroupName ?? '',
    },
    {
      id: 'groupId',
      header: t('dashboard.column.groupId'),
      sortValue: (row) => row.projectGroupId ?? '',
      cell: (row) => row.projectGroupId ?? '',
    },
  ];
}

/** Quote lists; on completed quotes a start date 24 hours or more old is red (`now`: when the page rendered). */
export function quoteColumns(
  tmsBaseUrl: string,
  completed: boolean,
  now: number,
  t: DashboardT,
): DataTableColumn<CoordinatorRow>[] {
  return [
    {
      id: 'quote',
      header: t('dashboard.column.quoteId'),
      sortValue: (row) => quoteRowLabel(row),
      rowHeader: true,
      cell: (row) => <ExternalLink href={tmsQuoteUrl(tmsBaseUrl, row)}>{quoteRowLabel(row)}</ExternalLink>,
    },
    {
      id: 'start',
      header: t('dashboard.column.startDate'),
      sortValue: (row) => row.startDate,
      cell: (row) =>
        completed && isStaleQuoteStart(row.startDate, now) ? (
          <span className="font-semibold text-red-700" data-stale="true">
            {formatDashboardDate(row.startDate)}
          </span>
        ) : (
          formatDashboardDate(row.startDate)
        ),
    },
    {
      id: 'deadline',
      header: t('dashboard.column.deadline'),
      sortValue: (row) => row.projectDeadline,
      cell: (row) => formatDashboardDay(row.projectDeadline),
    },
    textColumn('name', t('dashboard.column.projectName'), (row) => row.projectName),
    textColumn('client', t('dashboard.column.client'), (row) => row.client),
    textColumn('languages', t('dashboard.column.languages'), (row) => row.languages),
    {
      id: 'total',
      header: t('dashboard.column.totalAgreed'),
      sortValue: (row) => row.totalAgreed,
      cell: (row) => money(row.totalAgreed),
      className: 'text-end',
    },
    {
      id: 'rate',
      header: t('dashboard.column.rateType'),
      sortValue: (row) => row.rateType,
      cell: (row) => <RateType value={row.rateType} />,
    },
  ];
}
