// Rules of the staff dashboard tables (spec part 1 §2, §9): how a rate type, a deadline and a quote's age
// show, and where a row's TMS link points. Pure, so the portal and `llts stats` agree.
import moment from 'moment';
import { DASHBOARD_DATE_FORMAT } from './constants';
import { QUOTE_START_HIGHLIGHT_MS } from './timing';

/** 'Rush' (any case) is shown bold, red, upper case. */
export function isRush(rateType: string | null | undefined): boolean {
  return (rateType ?? '').trim().toLowerCase() === 'rush';
}

/** The date part of the dashboard format ('MM-DD-YY'): deadlines on project tables show the date only. */
export const DASHBOARD_DAY_FORMAT = DASHBOARD_DATE_FORMAT.split(' ')[0];

/** Completed quotes: a start date 24 hours or more before `now` is highlighted red. */
export function isStaleQuoteStart(startDate: string | null | undefined, now: number): boolean {
  if (!startDate) return false;
  const start = moment(startDate, moment.ISO_8601, true);
  return start.isValid() && now - start.valueOf() >= QUOTE_START_HIGHLIGHT_MS;
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/** The TMS page of a project. */
export function tmsProjectUrl(tmsBaseUrl: string, projectId: number | string): string {
  return joinUrl(tmsBaseUrl, `projects/${encodeURIComponent(String(projectId))}`);
}

/** The TMS quote form of a quote row: by quote id, else by internal project id; undefined without either. */
export function tmsQuoteUrl(
  tmsBaseUrl: string,
  row: { quoteId?: number | null; internalProjectId?: string | null },
): string | undefined {
  if (row.quoteId !== null && row.quoteId !== undefined)
    return joinUrl(tmsBaseUrl, `quotes/${encodeURIComponent(String(row.quoteId))}`);
  if (row.internalProjectId)
    return joinUrl(tmsBaseUrl, `quotes?internalProjectId=${encodeURIComponent(row.internalProjectId)}`);
  return undefined;
}

/** The label of a quote row's link: its quote id, else its internal project id. */
export function quoteRowLabel(row: { quoteId?: number | null; internalProjectId?: string | null }): string {
  return row.quoteId !== null && row.quoteId !== undefined
    ? String(row.quoteId)
    : (row.internalProjectId ?? '');
}
