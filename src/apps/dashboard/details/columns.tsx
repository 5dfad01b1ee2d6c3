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
import { ExternalLink, money, RateType } from './cells';

export function projectColumns(tmsBaseUrl: string): DataTableColumn<ProjectDetailRow>[] {
  return [
    {
      id: 'projectId',
      header: 'Project id',
      sortValue: (row) => row.projectId,
      rowHeader: true,
      cell: (row) => (
        <ExternalLink href={tmsProjectUrl(tmsBaseUrl, row.projectId)}>{String(row.projectId)}</ExternalLink>
      ),
    },
    {
      id: 'deadline',
      header: 'Deadline',
      sortValue: (row) => row.projectDeadline,
      cell: (row) => formatDashboardDay(row.projectDeadline),
    },
    { id: 'status', header: 'Status', sortValue: (row) => row.status, cell: (row) => row.status },
    {
      id: 'name',
      header: 'Project name',
      sortValue: (row) => row.projectName,
      cell: (row) => row.projectName,
    },
    { id: 'client', header: 'Client', sortValue: (row) => row.client, cell: (row) => row.client },
    { id: 'languages', header: 'Languages', sortValue: (row) => row.languages, cell: (row) => row.languages },
    {
      id: 'total',
      header: 'Total agreed',
      sortValue: (row) => row.totalAgreed,
      cell: (row) => money(row.totalAgreed),
      className: 'text-right',
    },
    {
      id: 'rate',
      header: 'Rate type',
      sortValue: (row) => row.rateType,
      cell: (row) => <RateType value={row.rateType} />,
    },
    {
      id: 'group',
      header: 'Group name',
      sortValue: (row) => row.projectGroupName ?? '',
      cell: (row) => row.projectGroupName ?? '',
    },
    {
      id: 'groupId',
      header: 'Group id',
      sortValue: (row) => row.projectGroupId ?? '',
      cell: (row) => row.projectGroupId ?? '',
    },
  ];
}

export function qaJobColumns(): DataTableColumn<QaJobRow>[] {
  return [
    {
      id: 'number',
      header: 'Project number',
      rowHeader: true,
      sortValue: (row) => row.projectNumber,
      cell: (row) => row.projectNumber,
    },
    {
      id: 'assigned',
      header: 'Assigned to',
      sortValue: (row) => row.assignedTo,
      cell: (row) => row.assignedTo,
    },
    {
      id: 'job',
      header: 'Project job id',
      sortValue: (row) => row.projectJobId,
      cell: (row) => row.projectJobId,
    },
    {
      id: 'start',
      header: 'Job start date',
      sortValue: (row) => row.jobStartDate,
      cell: (row) => formatDashboardDate(row.jobStartDate),
    },
    {
      id: 'manager',
      header: 'Project manager',
      sortValue: (row) => row.projectManager,
      cell: (row) => row.projectManager,
    },
    {
      id: 'languages',
      header: 'Languages',
      sortValue: (row) => row.languages ?? '',
      cell: (row) => row.languages ?? '',
    },
    { id: 'client', header: 'Client', sortValue: (row) => row.client ?? '', cell: (row) => row.client ?? '' },
    {
      id: 'deadline',
      header: 'Deadline',
      sortValue: (row) => row.projectDeadline,
      cell: (row) => formatDashboardDate(row.projectDeadline),
    },
    { id: 'status', header: 'Job status', sortValue: (row) => row.jobStatus, cell: (row) => row.jobStatus },
    { id: 'qaType', header: 'QA type', sortValue: (row) => row.qaType, cell: (row) => row.qaType },
    {
      id: 'group',
      header: 'Group name',
      sortValue: (row) => row.projectGroupName ?? '',
      cell: (row) => row.projectGroupName ?? '',
    },
    {
      id: 'groupId',
      header: 'Group id',
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
): DataTableColumn<CoordinatorRow>[] {
  return [
    {
      id: 'quote',
      header: 'Quote id',
      sortValue: (row) => quoteRowLabel(row),
      rowHeader: true,
      cell: (row) => <ExternalLink href={tmsQuoteUrl(tmsBaseUrl, row)}>{quoteRowLabel(row)}</ExternalLink>,
    },
    {
      id: 'start',
      header: 'Start date',
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
      header: 'Deadline',
      sortValue: (row) => row.projectDeadline,
      cell: (row) => formatDashboardDay(row.projectDeadline),
    },
    {
      id: 'name',
      header: 'Project name',
      sortValue: (row) => row.projectName,
      cell: (row) => row.projectName,
    },
    { id: 'client', header: 'Client', sortValue: (row) => row.client, cell: (row) => row.client },
    { id: 'languages', header: 'Languages', sortValue: (row) => row.languages, cell: (row) => row.languages },
    {
      id: 'total',
      header: 'Total agreed',
      sortValue: (row) => row.totalAgreed,
      cell: (row) => money(row.totalAgreed),
      className: 'text-right',
    },
    {
      id: 'rate',
      header: 'Rate type',
      sortValue: (row) => row.rateType,
      cell: (row) => <RateType value={row.rateType} />,
    },
  ];
}
