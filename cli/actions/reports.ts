// reports list | show | export over the platform's report calls, rules (domain/reports) and export flow.
import { resolve } from 'node:path';
import { getReport, getReportRows, listReports } from '../../src/platform/api/reports';
import type { Report, ReportFilterValues } from '../../src/platform/domain/entities/report';
import { REPORT_PAGE_SIZE } from '../../src/platform/domain/limits';
import {
  defaultFilterValues,
  filterValuesFromArgs,
  groupReports,
  reportCellText,
  ReportFilterInputError,
} from '../../src/platform/domain/reports';
import { exportReport } from '../../src/platform/flows/reportExport';
import type { HttpClient } from '../../src/platform/http/client';
import type { ActionContext } from '../action';
import { UsageError } from '../errors';
import { table } from '../format';
import { writeOutputFile } from '../outputFiles';
import { progressBar } from '../progressBar';

/** --filter arguments, or the report's defaults as the portal opens it; a bad one is exit 2. */
function filtersOf(report: Report, given: readonly string[] | undefined): ReportFilterValues {
  if (!given?.length) return defaultFilterValues(report);
  try {
    return filterValuesFromArgs(report, given);
  } catch (error) {
    if (error instanceof ReportFilterInputError) throw new UsageError(error.message);
    throw error;
  }
}

async function http(ctx: ActionContext): Promise<HttpClient> {
  return (await ctx.runtime()).http();
}

export async function list(ctx: ActionContext): Promise<void> {
  const groups = groupReports(await listReports(await http(ctx)));
  ctx.out.result({ groups }, () =>
    groups.length === 0
      ? 'No reports.'
      : groups.flatMap((group, index) => [
          ...(index ? [''] : []),
          group.heading,
          ...table(
            ['id', 'name', 'description'],
            group.reports.map((report) => [report.id, report.name, report.description ?? '']),
          ),
        ]),
  );
}

export async function show(ctx: ActionContext): Promise<void> {
  const [reportId] = ctx.args as [string];
  const o = ctx.opts as { filter?: string[]; page: number; limit?: number };
  const client = await http(ctx);
  const report = await getReport(client, reportId);
  const filters = filtersOf(report, o.filter);
  const limit = o.limit ?? REPORT_PAGE_SIZE;
  const rows = await getReportRows(client, reportId, { page: o.page, limit, filters });
  const pages = Math.max(1, Math.ceil(rows.totalRows / limit));
  ctx.out.result(
    {
      report: { id: report.id, name: report.name, columns: report.columns },
      filters,
      page: o.page,
      limit,
      ...rows,
    },
    () => [
      ...table(
        report.columns.map((column) => column.name),
        rows.items.map((row) => report.columns.map((column) => reportCellText(row[column.columnId]))),
      ),
      `Page ${o.page} of ${pages} (${rows.totalRows.toLocaleString('en-US')} rows)`,
    ],
  );
}

export async function exportCsv(ctx: ActionContext): Promise<void> {
  const [reportId] = ctx.args as [string];
  const o = ctx.opts as { filter?: string[]; out?: string };
  const runtime = await ctx.runtime();
  const client = await runtime.http();
  const report = await getReport(client, reportId);
  // On a terminal the upload's progress bar follows the export's steps: the rows asked for (and each retry),
  // the CSV made, the file written. Elsewhere a retry is a note.
  const bar = progressBar(ctx.out, 'Exporting');
  const retrying = (attempt: number, of: number) => `Retrying (attempt ${attempt} of ${of})…`;
  let result: Awaited<ReturnType<typeof exportReport>>;
  let written: string | undefined;
  try {
    result = await exportReport(client, report, filtersOf(report, o.filter), {
      clock: runtime.clock,
      onProgress: (progress) => {
        if (progress.phase === 'writing') bar.update(50, `${progress.rows} rows`);
        else if (progress.attempt === 1) bar.update(0, 'rows');
        else if (ctx.out.showsProgress) bar.update(0, retrying(progress.attempt, progress.maxAttempts));
        else ctx.out.note(retrying(progress.attempt, progress.maxAttempts));
      },
    });
    if (o.out !== '-') {
      written = resolve(ctx.streams.cwd, o.out ?? result.fileName);
      await writeOutputFile(written, result.csv);
    }
    bar.update(100, `${result.rowCount} rows`);
  } finally {
    bar.done();
  }
  if (written === undefined) {
    ctx.streams.stdout.write(result.csv);
    return;
  }
  const summary = { file: written, rows: result.rowCount, totalRows: result.totalRows };
  ctx.out.result(
    summary,
    () =>
      `Exported ${result.rowCount.toLocaleString('en-US')} rows to ${written}` +
      (result.totalRows > result.rowCount ? ` (the first ${result.rowCount} of ${result.totalRows})` : ''),
  );
}
