// Export CSV (part 2 §2.5, §9): the first EXPORT_PAGE_SIZE records with the current filters, the page
// retried up to EXPORT_MAX_RETRIES times, written as CSV with the report's column names in order. The portal
// loads this module (and papaparse with it) only when Export is pressed; `llts reports export` runs it too.
import Papa from 'papaparse';
import { getReportRows } from '../api/reports';
import type { Report, ReportFilterValues, ReportRows } from '../domain/entities/report';
import { EXPORT_MAX_RETRIES, EXPORT_PAGE_SIZE } from '../domain/limits';
import { reportCellText, reportCsvFileName } from '../domain/reports';
import type { HttpClient } from '../http/client';
import { realClock, type FlowClock } from './waiting';

/** A byte-order mark: spreadsheet programs read the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

/**
 * Cells a spreadsheet would run as a formula (=, @, a tab or CR first; + or - unless the cell is a plain
 * number) get a leading apostrophe; negative numbers stay numbers.
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?!\d[\d.,]*$))/;

/** Pause before retry n (1-based): short, growing, so a briefly failing server gets a moment. */
export const exportRetryDelayMs = (retry: number): number => 500 * retry;

export type ReportExportProgress =
  { phase: 'fetching'; attempt: number; maxAttempts: number } | { phase: 'writing'; rows: number };

export interface ReportExportOptions {
  clock?: FlowClock;
  signal?: AbortSignal;
  onProgress?: (progress: ReportExportProgress) => void;
  /** The export's day, for the file name. */
  now?: Date;
}

export interface ReportExport {
  fileName: string;
  /** The CSV text, BOM first. */
  csv: string;
  rowCount: number;
  /** How many records match the filters; more than rowCount when the export stopped at the page size. */
  totalRows: number;
}

/** The first page of EXPORT_PAGE_SIZE rows, asked again after a failure up to EXPORT_MAX_RETRIES times. */
export async function fetchExportRows(
  http: HttpClient,
  reportId: string,
  filters: ReportFilterValues,
  options: Pick<ReportExportOptions, 'clock' | 'signal' | 'onProgress'> = {},
): Promise<ReportRows> {
  const clock = options.clock ?? realClock;
  const maxAttempts = 1 + EXPORT_MAX_RETRIES;
  for (let attempt = 1; ; attempt += 1) {
    options.onProgress?.({ phase: 'fetching', attempt, maxAttempts });
    try {
      return await getReportRows(
        http,
        reportId,
        { page: 1, limit: EXPORT_PAGE_SIZE, filters },
        { signal: options.signal },
      );
    } catch (error) {
      if (options.signal?.aborted || attempt >= maxAttempts) throw error;
      await clock.sleep(exportRetryDelayMs(attempt), options.signal);
    }
  }
}

/**
 * The CSV of rows under the report's columns, in the columns' order: the header row is the column names,
 * every cell plain text (reportCellText). Papaparse quotes what needs quoting (commas, quotes, line breaks)
 * and guards cells a spreadsheet would run as a formula.
 */
export function reportCsv(columns: Report['columns'], rows: readonly Record<string, unknown>[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((column) => column.name),
      data: rows.map((row) => columns.map((column) => reportCellText(row[column.columnId]))),
    },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return CSV_BOM + body + '\r\n';
}

export async function exportReport(
  http: HttpClient,
  report: Pick<Report, 'id' | 'name' | 'columns'>,
  filters: ReportFilterValues,
  options: ReportExportOptions = {},
): Promise<ReportExport> {
  const { items, totalRows } = await fetchExportRows(http, report.id, filters, options);
  options.onProgress?.({ phase: 'writing', rows: items.length });
  return {
    fileName: reportCsvFileName(report.name, options.now ?? new Date()),
    csv: reportCsv(report.columns, items),
    rowCount: items.length,
    totalRows,
  };
}
