import { Link } from 'wouter';
import type { JobRequest } from '../../platform/domain/entities/jobRequest';
import { isInProgress } from '../../platform/domain/jobRequestStatus';
import { formatDisplayDate } from '../../platform/locale/dates';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import type { DataTableColumn } from '../../ui/table/DataTable';

/** The request lists' columns (part 2 §2.7): name link, source language, target languages, submitted on, status. */
export function requestColumns(detailHref: (id: string) => string): DataTableColumn<JobRequest>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (request) => (
        <Link href={detailHref(request.id)} className="text-primary-700 underline-offset-2 hover:underline">
          {request.name}
        </Link>
      ),
    },
    { id: 'source', header: 'Source language', cell: (request) => request.sourceLanguage?.name ?? '' },
    {
      id: 'targets',
      header: 'Target languages',
      cell: (request) => (request.targetLanguages ?? []).map((language) => language.name).join(', '),
    },
    {
      id: 'submitted',
      header: 'Submitted on',
      className: 'whitespace-nowrap',
      cell: (request) => formatDisplayDate(request.createTime),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (request) => (
        <span className="inline-flex items-center gap-2">
          <StatusBadge status={request.status} />
          {isInProgress(request.status) ? (
            <span className="text-primary-700">
              <Spinner size="sm" label="In progress" />
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}
