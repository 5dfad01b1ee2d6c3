// request list | show.
import { getJobRequest, listJobRequests } from '../../../src/platform/api/jobRequests';
import {
  JOB_REQUEST_STATUSES,
  ORIGINATIONS,
  type JobRequestStatus,
  type Origination,
} from '../../../src/platform/domain/enums';
import type { JobRequest } from '../../../src/platform/domain/entities/jobRequest';
import { STATUS_GROUPS, statusesForGroups } from '../../../src/platform/domain/jobRequestStatus';
import {
  requestListKind,
  requestStatusLabel,
  type RequestListKind,
} from '../../../src/platform/domain/requestStatusLabel';
import { REQUEST_LIST_PAGE_SIZE } from '../../../src/platform/domain/limits';
import { listAllJobRequests } from '../../../src/platform/flows/listJobRequests';
import { formatDisplayDate } from '../../../src/platform/locale/dates';
import type { ActionContext } from '../../action';
import { UsageError } from '../../errors';
import { fields, table } from '../../format';
import { terminalText } from '../../terminalText';

/** Group labels (case-insensitive) become their statuses; status names pass as they are. */
export function statusFilter(given: readonly string[] = []): JobRequestStatus[] {
  const statuses: JobRequestStatus[] = [];
  for (const value of given) {
    const status = JOB_REQUEST_STATUSES.find((s) => s === value.toUpperCase());
    const group = STATUS_GROUPS.find((g) => g.toLowerCase() === value.toLowerCase());
    if (status) statuses.push(status);
    else if (group) statuses.push(...statusesForGroups([group]));
    else
      throw new UsageError(`Unknown status or group '${value}'.`, [
        `Groups: ${STATUS_GROUPS.join(', ')}`,
        `Statuses: ${JOB_REQUEST_STATUSES.join(', ')}`,
      ]);
  }
  return [...new Set(statuses)];
}

function originations(given: readonly string[] = []): Origination[] {
  return given.map((value) => {
    const found = ORIGINATIONS.find((o) => o === value.toUpperCase());
    if (!found) throw new UsageError(`Unknown origination '${value}'; one of ${ORIGINATIONS.join(', ')}.`);
    return found;
  });
}

const row = (list: RequestListKind) => (r: JobRequest) => [
  r.id,
  r.name,
  r.sourceLanguage?.name ?? '',
  (r.targetLanguages ?? [])
    .map((t) => t.name)
    .sort()
    .join(', '),
  formatDisplayDate(r.createTime),
  `${requestStatusLabel(r, list)} (${r.status})`,
];

export async function list(ctx: ActionContext): Promise<void> {
  const o = ctx.opts as {
    origination?: string[];
    status?: string[];
    pageSize?: number;
    pageToken?: string;
    all?: boolean;
  };
  const query = {
    origination: originations(o.origination),
    status: statusFilter(o.status),
    pageSize: o.pageSize ?? REQUEST_LIST_PAGE_SIZE,
    pageToken: o.pageToken,
  };
  const runtime = await ctx.runtime();
  const http = await runtime.http();
  const page = o.all
    ? { items: await listAllJobRequests(http, query), nextPageToken: null }
    : await listJobRequests(http, query);
  ctx.out.result({ items: page.items, nextPageToken: page.nextPageToken ?? null }, () => [
    ...table(
      ['id', 'name', 'source', 'targets', 'submitted', 'status'],
      page.items.map(row(requestListKind(query.origination))),
    ),
    ...(page.nextPageToken ? [``, `More: --page-token ${page.nextPageToken} (or --all)`] : []),
  ]);
}

export async function show(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const runtime = await ctx.runtime();
  const r = await getJobRequest(await runtime.http(), id);
  const files = (r.files ?? []).map((f) => [
    f.category,
    f.languageId ?? '',
    f.fileName,
    f.linguisticQualityScore == null ? '' : String(f.linguisticQualityScore),
  ]);
  ctx.out.result(r, () => [
    ctx.out.paint.bold(terminalText(`${r.name} (${r.id})`)),
    ...fields([
      ['status', `${requestStatusLabel(r, requestListKind([r.origination]))} (${r.status})`],
      ['type', r.requestType],
      ['origination', r.origination],
      ['submitted', formatDisplayDate(r.createTime)],
      ['source', r.sourceLanguage?.name],
      [
        'targets',
        (r.targetLanguages ?? [])
          .map((t) => t.name)
          .sort()
          .join(', '),
      ],
      ['notes', r.notes],
      ['project', r.xtrfName ?? r.xtrfInternalId],
    ]),
    ...(files.length ? ['', ...table(['category', 'language', 'file', 'score'], files)] : []),
    ...((r.fileLinks ?? []).length
      ? [
          '',
          ...table(
            ['link', 'url'],
            (r.fileLinks ?? []).map((l) => [l.name, l.url]),
          ),
        ]
      : []),
  ]);
}
