// Date formatting with the spec's formats (part 1 §9, part 2 §9), in the user's local time zone: every date
// the portal shows goes through here. In another interface language than English, the dates people read
// follow that language's conventions (Intl); a date field's value keeps its format, which the field parses.
import moment from 'moment';
import { DASHBOARD_DATE_FORMAT, DATE_FIELD_FORMAT, DISPLAY_DATE_FORMAT } from '../domain/constants';
import { formattingLocale } from '../i18n/activeLocale';

const DISPLAY_DAY_FORMAT = DISPLAY_DATE_FORMAT.split(' ').slice(0, 3).join(' ');

export type DateInput = Date | string | number | null | undefined;

// ISO strings and epoch values from the API; other strings are not guessed at (moment's fallback parser
// is deprecated and locale-dependent), so they count as invalid.
function toMoment(value: DateInput): moment.Moment | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const m = typeof value === 'string' ? moment(value, moment.ISO_8601, true) : moment(value);
  return m.isValid() ? m : undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function intlFormat(locale: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter.format(date);
}

/**
 * Missing or invalid input formats as '' so a table cell stays empty instead of showing 'Invalid date'. `read`
 * is the same date for another interface language; without it the pattern holds in every language.
 */
function format(value: DateInput, pattern: string, read?: Intl.DateTimeFormatOptions): string {
  const locale = read && formattingLocale();
  if (value instanceof Date) return formatMoment(toMoment(value), pattern, read, locale);
  // A list shows the same API dates again page after page, and moment's strict ISO parse and its format
  // were a large share of a request list's rendering in a page change: a text or number input's result is
  // kept. Each pattern has one reading (the functions below), so the pattern and the language name the result;
  // the input's type too, as an epoch number and a text of the same digits read differently.
  const key = `${locale ?? ''}|${pattern}|${typeof value}|${value ?? ''}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
    formatted.set(key, (text = formatMoment(toMoment(value), pattern, read, locale)));
  }
  return text;
}

function formatMoment(
  m: moment.Moment | undefined,
  pattern: string,
  read: Intl.DateTimeFormatOptions | undefined,
  locale: string | undefined,
): string {
  if (!m) return '';
  return locale && read ? intlFormat(locale, read, m.toDate()) : m.format(pattern);
}

/** Results of `format` by language, pattern and input; emptied when full (a few pages' worth of dates). */
const formatted = new Map<string, string>();
const FORMATTED_LIMIT = 2000;

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
const SHORT_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'short' };
const SHORT_DAY_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

/** 'MMM DD, YYYY HH:mm:ss', e.g. 'Mar 05, 2025 14:07:09'. */
export function formatDisplayDate(value: DateInput): string {
  return format(value, DISPLAY_DATE_FORMAT, DAY_AND_TIME);
}

/**
 * 'MMM DD, YYYY', e.g. 'Mar 05, 2025': the portal's one date style for a value that is a day (a report's
 * date column), the date part of the display format.
 */
export function formatDisplayDay(value: DateInput): string {
  return format(value, DISPLAY_DAY_FORMAT, DAY);
}

/** 'MM/DD/YYYY', the value format of date fields (also DATE custom fields). */
export function formatDateField(value: DateInput): string {
  return format(value, DATE_FIELD_FORMAT);
}

/** 'MM-DD-YY h:mm:ss A' on dashboard tables. */
export function formatDashboardDate(value: DateInput): string {
  return format(value, DASHBOARD_DATE_FORMAT, SHORT_DAY_AND_TIME);
}

/** Strictly parses 'MM/DD/YYYY' (local midnight); anything else is undefined. */
export function parseDateField(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const m = moment(value.trim(), DATE_FIELD_FORMAT, true);
  return m.isValid() ? m.toDate() : undefined;
}

/** 'MM-DD-YY': the date part of the dashboard format, for deadlines shown as a date only. */
export function formatDashboardDay(value: DateInput): string {
  return format(value, DASHBOARD_DATE_FORMAT.split(' ')[0]!, SHORT_DAY);
}
