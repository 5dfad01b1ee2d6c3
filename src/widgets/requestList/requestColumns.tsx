import { Link } from 'wouter';
import type { JobRequest } from '../../platform/domain/entities/jobRequest';
import { sortByName } from '../../platform/domain/names';
import { isInProgress } from '../../platform/domain/jobRequestStatus';
import type { RequestListKind } from '../../platform/domain/requestStatusLabel';
import { formatDisplayDate } from '../../platform/locale/dates';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import type { DataTableColumn } from '../../ui/table/DataTable';
import { StatusInfo } from './StatusInfo';
import type { UiLocale } from '../../platform/i18n/locales';
import { requestListMessages } from './messages';

/**
 * The request lists' columns (part 2 §2.7, §2.10): name link, source language, target languages (sorted,
 * comma separated), submitted on, and the status as the kind of list labels it (machine translation
 * lists with the info tooltip of SUBMITTED_TO_XTRF, CREATED and FAILED).
 */
export function requestColumns(
  detailHref: (id: string) => string,
  list: RequestListKind,
  /** The language the headers are said in (its change makes the columns anew). */
  _locale?: UiLocale,
): DataTableColumn<JobRequest>[] {
  const t = requestListMessages.t;
  return [
    {
      id: 'name',
      header: t('requestList.name'),
      rowHeader: true,
      cell: (request) => (
        <Link href={detailHref(request.id)} className="text-primary-700 underline-offset-2 hover:underline">
          {request.name}
        </Link>
      ),
    },
    {
      id: 'source',
      header: t('requestList.sourceLanguage'),
      cell: (request) => request.sourceLanguage?.name ?? '',
    },
    {
      id: 'targets',
      header: t('requestList.targetLanguages'),
      cell: (request) =>
        sortByName(request.targetLanguages ?? [])
          .map((language) => language.name)
          .join(', '),
    },
    {
      id: 'submitted',
      header: t('requestList.submittedOn'),
      className: 'whitespace-nowrap',
      cell: (request) => formatDisplayDate(request.createTime),
    },
    {
      id: 'status',
      header: t('requestList.status'),
      cell: (request) => (
        <span className="inline-flex items-center gap-2">
          <StatusBadge status={request.status} requestType={request.requestType} list={list} />
          {list === 'machineTranslation' ? <StatusInfo status={request.status} /> : null}
          {isInProgress(request.status) ? (
            <span className="text-primary-700">
              <Spinner size="sm" label={t('requestList.inProgress')} />
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}
