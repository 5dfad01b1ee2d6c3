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
    {
      id: 'status',
      header: t('dashboard.column.status'),
      sortValue: (row) => row.status,
      cell: (row) => row.status,
    },
    {
      id: 'name',
      header: t('dashboard.column.projectName'),
      sortValue: (row) => row.projectName,
      cell: (row) => row.projectName,
    },
    {
      id: 'client',
      header: t('dashboard.column.client'),
      sortValue: (row) => row.client,
      cell: (row) => row.client,
    },
    {
      id: 'languages',
      header: t('dashboard.column.languages'),
      sortValue: (row) => row.languages,
      cell: (row) => row.languages,
    },
    {
      id: 'total',
      header: t('dashboard.column.totalAgreed'),
      sortValue: (row) => row.totalAgreed,
      cell: (row) => money(row.totalAgreed),
      className: 'text-right',
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
    {
      id: 'assigned',
      header: t('dashboard.column.assignedTo'),
      sortValue: (row) => row.assignedTo,
      cell: (row) => row.assignedTo,
    },
    {
      id: 'job',
      header: t('dashboard.column.projectJobId'),
      sortValue: (row) => row.projectJobId,
      cell: (row) => row.projectJobId,
    },
    {
      id: 'start',
      header: t('dashboard.column.jobStartDate'),
      sortValue: (row) => row.jobStartDate,
      cell: (row) => formatDashboardDate(row.jobStartDate),
    },
    {
      id: 'manager',
      header: t('dashboard.column.projectManager'),
      sortValue: (row) => row.projectManager,
      cell: (row) => row.projectManager,
    },
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
    {
      id: 'status',
      header: t('dashboard.column.jobStatus'),
      sortValue: (row) => row.jobStatus,
      cell: (row) => row.jobStatus,
    },
    {
      id: 'qaType',
      header: t('dashboard.column.qaType'),
      sortValue: (row) => row.qaType,
      cell: (row) => row.qaType,
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
    {
      id: 'name',
      header: t('dashboard.column.projectName'),
      sortValue: (row) => row.projectName,
      cell: (row) => row.projectName,
    },
    {
      id: 'client',
      header: t('dashboard.column.client'),
      sortValue: (row) => row.client,
      cell: (row) => row.client,
    },
    {
      id: 'languages',
      header: t('dashboard.column.languages'),
      sortValue: (row) => row.languages,
      cell: (row) => row.languages,
    },
    {
      id: 'total',
      header: t('dashboard.column.totalAgreed'),
      sortValue: (row) => row.totalAgreed,
      cell: (row) => money(row.totalAgreed),
      className: 'text-right',
    },
    {
      id: 'rate',
      header: t('dashboard.column.rateType'),
      sortValue: (row) => row.rateType,
      cell: (row) => <RateType value={row.rateType} />,
    },
  ];
}
