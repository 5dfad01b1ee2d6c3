// Date formatting with the spec's formats (part 1 §9, part 2 §9), in the user's local time zone: every date
// the portal shows goes through here.
import moment from 'moment';
import { DASHBOARD_DATE_FORMAT, DATE_FIELD_FORMAT, DISPLAY_DATE_FORMAT } from '../domain/constants';

const DISPLAY_DAY_FORMAT = DISPLAY_DATE_FORMAT.split(' ').slice(0, 3).join(' ');

export type DateInput = Date | string | number | null | undefined;

// ISO strings and epoch values from the API; other strings are not guessed at (moment's fallback parser
// is deprecated and locale-dependent), so they count as invalid.
function toMoment(value: DateInput): moment.Moment | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const m = typeof value === 'string' ? moment(value, moment.ISO_8601, true) : moment(value);
  return m.isValid() ? m : undefined;
}

/** Missing or invalid input formats as '' so a table cell stays empty instead of showing 'Invalid date'. */
function format(value: DateInput, pattern: string): string {
  return toMoment(value)?.format(pattern) ?? '';
}

/** 'MMM DD, YYYY HH:mm:ss', e.g. 'Mar 05, 2025 14:07:09'. */
export function formatDisplayDate(value: DateInput): string {
  return format(value, DISPLAY_DATE_FORMAT);
}

/**
 * 'MMM DD, YYYY', e.g. 'Mar 05, 2025': the portal's one date style for a value that is a day (a report's
 * date column), the date part of the display format.
 */
export function formatDisplayDay(value: DateInput): string {
  return format(value, DISPLAY_DAY_FORMAT);
}

/** 'MM/DD/YYYY', the value format of date fields (also DATE custom fields). */
export function formatDateField(value: DateInput): string {
  return format(value, DATE_FIELD_FORMAT);
}

/** 'MM-DD-YY h:mm:ss A' on dashboard tables. */
export function formatDashboardDate(value: DateInput): string {
  return format(value, DASHBOARD_DATE_FORMAT);
}

/** Strictly parses 'MM/DD/YYYY' (local midnight); anything else is undefined. */
export function parseDateField(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const m = moment(value.trim(), DATE_FIELD_FORMAT, true);
  return m.isValid() ? m.toDate() : undefined;
}

/** 'MM-DD-YY': the date part of the dashboard format, for deadlines shown as a date only. */
export function formatDashboardDay(value: DateInput): string {
  return format(value, DASHBOARD_DATE_FORMAT.split(' ')[0]!);
}
