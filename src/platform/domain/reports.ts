// Custom reports (part 2 §2.5, §3): how the list is grouped, how a report's filters become the rows call's
// filters JSON (from the portal's form and from `llts reports show --filter mapping=value`), and how a cell
// becomes text. Portal and CLI both go through here, so a filter means the same thing in both.
import moment from 'moment';
import { activeLabels } from '../i18n/runtime';
import type { ReportType } from './enums';
import { REPORT_TYPES } from './enums';
import type { Report, ReportFilter, ReportFilterValues, ReportSummary } from './entities/report';
import { DATE_FIELD_FORMAT } from './constants';
import { reportDomainMessages } from './i18n/reports/messages';
import { compareNames } from './names';

/** Headings of the list's groups, in the spec's order, each read in the language active when it is read. */
export const REPORT_TYPE_HEADINGS: Readonly<Record<ReportType, string>> = activeLabels(reportDomainMessages, {
  PROJECT: 'reportType.PROJECT',
  QUOTE: 'reportType.QUOTE',
  TASK: 'reportType.TASK',
  CLIENT_CONTACT: 'reportType.CLIENT_CONTACT',
});

export interface ReportGroup {
  type: ReportType;
  heading: string;
  reports: ReportSummary[];
}

/** PROJECT, QUOTE, TASK, CLIENT_CONTACT, each sorted by name; empty groups and unknown types are left out. */
export function groupReports(reports: readonly ReportSummary[]): ReportGroup[] {
  return REPORT_TYPES.map((type) => ({
    type,
    heading: REPORT_TYPE_HEADINGS[type],
    reports: reports.filter((report) => report.type === type).sort((a, b) => compareNames(a.name, b.name)),
  })).filter((group) => group.reports.length > 0);
}

/** How a filter is entered; a type the portal does not know is entered as text. */
export type ReportFilterKind = 'text' | 'number' | 'date' | 'select' | 'multiSelect' | 'checkbox';

export function filterKind(filter: Pick<ReportFilter, 'type'>): ReportFilterKind {
  switch (filter.type.toUpperCase().replace(/[-_\s]/g, '')) {
    case 'NUMBER':
    case 'NUMERIC':
    case 'INTEGER':
      return 'number';
    case 'DATE':
      return 'date';
    case 'SELECT':
      return 'select';
    case 'MULTISELECT':
      return 'multiSelect';
    case 'CHECKBOX':
    case 'BOOLEAN':
      return 'checkbox';
    default:
      return 'text';
  }
}

/** The label of a filter: its name, else its mapping. */
export const filterLabel = (filter: ReportFilter): string => filter.name?.trim() || filter.mapping;

/** The value a select filter's All option stands for: no filter. */
export const ALL_OPTION_VALUE = '';

/** What the filter form holds per mapping: text as typed, dates as MM/DD/YYYY, choices as strings. */
export type ReportFilterFormValue = string | string[] | boolean | undefined;
export type ReportFilterForm = Record<string, ReportFilterFormValue>;

/** A default date may arrive as a timestamp or an ISO date; the form shows it as MM/DD/YYYY. */
function defaultDate(value: string | number): string {
  const parsed = typeof value === 'number' ? moment(value) : moment(value, moment.ISO_8601, true);
  return parsed.isValid() ? parsed.format(DATE_FIELD_FORMAT) : '';
}

/** The form's starting values from each filter's defaultValue. */
export function initialFilterForm(report: Pick<Report, 'filters'>): ReportFilterForm {
  const form: ReportFilterForm = {};
  for (const filter of report.filters) {
    const value = filter.defaultValue;
    const kind = filterKind(filter);
    if (kind === 'checkbox') form[filter.mapping] = String(value) === 'true';
    else if (kind === 'multiSelect')
      form[filter.mapping] =
        value === null || value === undefined || value === '' ? [] : String(value).split(',');
    else if (value === null || value === undefined)
      form[filter.mapping] = kind === 'select' ? ALL_OPTION_VALUE : '';
    else if (kind === 'date') form[filter.mapping] = defaultDate(value);
    else form[filter.mapping] = String(value);
  }
  return form;
}

/**
 * The rows call's filters from the form: empty values, All and unticked boxes are left out (no filter);
 * dates become timestamps of the picked day, numbers numbers. A value that cannot be read is left out
 * too — the form's own validation says so before Search.
 */
export function filterValuesFromForm(
  report: Pick<Report, 'filters'>,
  form: ReportFilterForm,
): ReportFilterValues {
  const values: ReportFilterValues = {};
  for (const filter of report.filters) {
    const raw = form[filter.mapping];
    const kind = filterKind(filter);
    if (kind === 'checkbox') {
      if (raw === true) values[filter.mapping] = true;
      continue;
    }
    if (kind === 'multiSelect') {
      if (Array.isArray(raw) && raw.length > 0) values[filter.mapping] = [...raw];
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!text) continue;
    if (kind === 'date') {
      const day = moment(text, DATE_FIELD_FORMAT, true);
      if (day.isValid()) values[filter.mapping] = day.valueOf();
    } else if (kind === 'number') {
      const number = parseNumber(text);
      if (number !== undefined) values[filter.mapping] = number;
    } else values[filter.mapping] = text;
  }
  return values;
}

/** The filters a report opens with: its defaults, as Search would send them. */
export const defaultFilterValues = (report: Pick<Report, 'filters'>): ReportFilterValues =>
  filterValuesFromForm(report, initialFilterForm(report));

/** A number as people type it ('1,250.50' too); undefined when it is not one. */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** A filter argument the CLI could not use: its message is shown as typed (exit 2). */
export class ReportFilterInputError extends Error {
  override readonly name = 'ReportFilterInputError';
}

const ISO_DAY = 'YYYY-MM-DD';

/**
 * `mapping=value` arguments (`llts reports show <id> --filter status=Pending`) as the rows call's filters,
 * read with the same kinds as the form: dates as YYYY-MM-DD or MM/DD/YYYY (local midnight), numbers,
 * checkboxes as true/false, multi-selects comma-separated; select values must be one of the options.
 */
export function filterValuesFromArgs(
  report: Pick<Report, 'filters'>,
  args: readonly string[],
): ReportFilterValues {
  const values: ReportFilterValues = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0) throw new ReportFilterInputError(`A filter is mapping=value: '${arg}'`);
    const mapping = arg.slice(0, at).trim();
    const text = arg.slice(at + 1).trim();
    const filter = report.filters.find((candidate) => candidate.mapping === mapping);
    if (!filter) {
      const known = report.filters.map((candidate) => candidate.mapping).join(', ') || 'none';
      throw new ReportFilterInputError(`Unknown filter '${mapping}' (this report's filters: ${known})`);
    }
    values[mapping] = argValue(filter, text);
  }
  return values;
}

function argValue(filter: ReportFilter, text: string): string | number | boolean | string[] {
  const label = filterLabel(filter);
  switch (filterKind(filter)) {
    case 'date': {
      const day = moment(text, [ISO_DAY, DATE_FIELD_FORMAT], true);
      if (!day.isValid()) throw new ReportFilterInputError(`${label}: '${text}' is not a date (YYYY-MM-DD)`);
      return day.valueOf();
    }
    case 'number': {
      const number = parseNumber(text);
      if (number === undefined) throw new ReportFilterInputError(`${label}: '${text}' is not a number`);
      return number;
    }
    case 'checkbox':
      if (text === 'true' || text === 'false') return text === 'true';
      throw new ReportFilterInputError(`${label}: give true or false, not '${text}'`);
    case 'select':
      return knownOption(filter, text);
    case 'multiSelect':
      return text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => knownOption(filter, part));
    default:
      return text;
  }
}

function knownOption(filter: ReportFilter, text: string): string {
  const options = filter.options ?? [];
  const match = options.find((option) => option.toLowerCase() === text.toLowerCase());
  if (options.length && match === undefined)
    throw new ReportFilterInputError(`${filterLabel(filter)}: '${text}' is not one of ${options.join(', ')}`);
  return match ?? text;
}

/** A cell as the screen shows it when no other kind applies: a boolean in the reader's language. */
export function reportCellShown(value: unknown): string {
  if (typeof value === 'boolean') return reportDomainMessages.t(value ? 'reportCell.yes' : 'reportCell.no');
  return reportCellText(value);
}

/**
 * A cell as text: every report cell is shown (and exported) as plain text, never as markup. Booleans read
 * Yes/No, objects as JSON, nothing as an empty cell.
 */
export function reportCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** 'Project status 2026-11-23.csv': the report's name made safe for a file system, and the day. */
export function reportCsvFileName(reportName: string, day: Date): string {
  const safe = reportName
    // Characters no file system takes, control characters, and path separators become '-'.
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 120);
  return `${safe || 'report'} ${moment(day).format(ISO_DAY)}.csv`;
}
