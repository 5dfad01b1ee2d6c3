// How a report's cells read on screen (part 2 §2.5). A report column has only an id and a name, so its kind
// is read from those and from its values: ids and dates stay on one line, dates take the portal's date
// style, numbers the locale's separators, and money two decimals in its currency. CSV exports and the CLI
// keep the raw text (reportCellText), which spreadsheets and scripts read better; the screen says Yes and No in
// the reader's language.
import type { ReportColumn } from '../domain/entities/report';
import { reportCellShown } from '../domain/reports';
import { formatDisplayDate, formatDisplayDay } from './dates';
import { formatMoney } from './money';
import { formatNumber } from './numbers';

export type ReportColumnKind = 'id' | 'date' | 'money' | 'number' | 'text';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ID_COLUMN = /(^id$|Id$|_id$)/;
const MONEY_COLUMN = /\b(cost|amount|price|spend|total|fee|agreed|value)\b/i;
/** 'Cost (USD)': a currency code in the column's name. */
const CURRENCY_IN_NAME = /\(([A-Z]{3})\)/;
/** The column of a row that names the currency of its amounts. */
const CURRENCY_COLUMN = 'currency';

const isDate = (value: unknown) =>
  typeof value === 'string' && (ISO_DAY.test(value) || ISO_DATE_TIME.test(value));

/** The kind of a column from its id, its name and the values of the rows shown. */
export function reportColumnKind(column: ReportColumn, values: readonly unknown[]): ReportColumnKind {
  const present = values.filter((value) => value !== null && value !== undefined && value !== '');
  if (ID_COLUMN.test(column.columnId) || /^id$/i.test(column.name.trim())) return 'id';
  if (present.length === 0) return 'text';
  if (present.every(isDate)) return 'date';
  if (present.every((value) => typeof value === 'number')) {
    return MONEY_COLUMN.test(column.name) ||
      MONEY_COLUMN.test(column.columnId) ||
      CURRENCY_IN_NAME.test(column.name)
      ? 'money'
      : 'number';
  }
  return 'text';
}

/** The text of one cell of a column of that kind; `row` gives a money cell its currency. */
export function reportCellDisplay(
  kind: ReportColumnKind,
  column: ReportColumn,
  value: unknown,
  row: Readonly<Record<string, unknown>>,
): string {
  if (kind === 'date' && typeof value === 'string')
    return ISO_DAY.test(value) ? formatDisplayDay(value) : formatDisplayDate(value);
  if (kind === 'money' && typeof value === 'number') {
    const rowCurrency = row[CURRENCY_COLUMN];
    const currency =
      CURRENCY_IN_NAME.exec(column.name)?.[1] ?? (typeof rowCurrency === 'string' ? rowCurrency : '');
    return formatMoney(value, currency);
  }
  if (kind === 'number' && typeof value === 'number') return formatNumber(value);
  return reportCellShown(value);
}
