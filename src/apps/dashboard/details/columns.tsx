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
      rowHeader: true,
      cell: (row) => (
        <ExternalLink href={tmsProjectUrl(tmsBaseUrl, row.projectId)}>{String(row.projectId)}</ExternalLink>
      ),
    },
    { id: 'deadline', header: 'Deadline', cell: (row) => formatDashboardDay(row.projectDeadline) },
    { id: 'status', header: 'Status', cell: (row) => row.status },
    { id: 'name', header: 'Project name', cell: (row) => row.projectName },
    { id: 'client', header: 'Client', cell: (row) => row.client },
    { id: 'languages', header: 'Languages', cell: (row) => row.languages },
    { id: 'total', header: 'Total agreed', cell: (row) => money(row.totalAgreed), className: 'text-right' },
    { id: 'rate', header: 'Rate type', cell: (row) => <RateType value={row.rateType} /> },
    { id: 'group', header: 'Group name', cell: (row) => row.projectGroupName ?? '' },
    { id: 'groupId', header: 'Group id', cell: (row) => row.projectGroupId ?? '' },
  ];
}

export function qaJobColumns(): DataTableColumn<QaJobRow>[] {
  return [
    { id: 'number', header: 'Project number', rowHeader: true, cell: (row) => row.projectNumber },
    { id: 'assigned', header: 'Assigned to', cell: (row) => row.assignedTo },
    { id: 'job', header: 'Project job id', cell: (row) => row.projectJobId },
    { id: 'start', header: 'Job start date', cell: (row) => formatDashboardDate(row.jobStartDate) },
    { id: 'manager', header: 'Project manager', cell: (row) => row.projectManager },
    { id: 'languages', header: 'Languages', cell: (row) => row.languages ?? '' },
    { id: 'client', header: 'Client', cell: (row) => row.client ?? '' },
    { id: 'deadline', header: 'Deadline', cell: (row) => formatDashboardDate(row.projectDeadline) },
    { id: 'status', header: 'Job status', cell: (row) => row.jobStatus },
    { id: 'qaType', header: 'QA type', cell: (row) => row.qaType },
    { id: 'group', header: 'Group name', cell: (row) => row.projectGroupName ?? '' },
    { id: 'groupId', header: 'Group id', cell: (row) => row.projectGroupId ?? '' },
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
      rowHeader: true,
      cell: (row) => <ExternalLink href={tmsQuoteUrl(tmsBaseUrl, row)}>{quoteRowLabel(row)}</ExternalLink>,
    },
    {
      id: 'start',
      header: 'Start date',
      cell: (row) =>
        completed && isStaleQuoteStart(row.startDate, now) ? (
          <span className="font-semibold text-red-700" data-stale="true">
            {formatDashboardDate(row.startDate)}
          </span>
        ) : (
          formatDashboardDate(row.startDate)
        ),
    },
    { id: 'deadline', header: 'Deadline', cell: (row) => formatDashboardDay(row.projectDeadline) },
    { id: 'name', header: 'Project name', cell: (row) => row.projectName },
    { id: 'client', header: 'Client', cell: (row) => row.client },
    { id: 'languages', header: 'Languages', cell: (row) => row.languages },
    { id: 'total', header: 'Total agreed', cell: (row) => money(row.totalAgreed), className: 'text-right' },
    { id: 'rate', header: 'Rate type', cell: (row) => <RateType value={row.rateType} /> },
  ];
}
