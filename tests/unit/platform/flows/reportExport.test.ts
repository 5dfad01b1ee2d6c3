// Export CSV: one page of 1000 with the current filters, retried up to 3 times, written as a CSV that
// spreadsheet programs read (BOM, CRLF, quoting) with the report's column names in order.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { getReport } from '../../../../src/platform/api/reports';
import { CSV_BOM, exportReport, reportCsv } from '../../../../src/platform/flows/reportExport';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { manualClock, sentTo } from './support';

const REPORT = {
  id: 'rpt-1',
  name: 'Client contacts',
  columns: [
    { columnId: 'name', name: 'Name' },
    { columnId: 'notes', name: 'Notes, free text' },
    { columnId: 'amount', name: 'Amount' },
    { columnId: 'active', name: 'Active' },
  ],
};
const ROWS = [
  { name: 'Müller, Zoë', notes: 'said "yes"\nthen left', amount: -12.5, active: true },
  { name: '山田 太郎', notes: '<script>alert(1)</script>', amount: 3, active: false },
  { name: '=HYPERLINK("http://x")', notes: null, amount: '-5', active: null },
];

describe('exportReport', () => {
  const backend = useRuntimeBackend();
  const http = clientFor('client');
  // The seeded report of 45 client contacts; its definition is read before the journal is emptied.
  const seeded = async () => {
    const report = await getReport(http, 'rpt-client-contacts');
    backend().clearJournal();
    return report;
  };
  const rowCalls = () =>
    sentTo(backend()).filter((sent) => sent.path === '/reports/rpt-client-contacts/rows');
  const failRows = (times: number) =>
    backend().injectFault({
      method: 'GET',
      path: '/reports/rpt-client-contacts/rows',
      status: 503,
      body: { message: 'Down' },
      times,
    });

  it('asks once for page 1 of 1000 with the filters, and names the file after the report and the day', async () => {
    const report = await seeded();
    const filters = { department: 'Legal', activeOnly: true };
    const result = await exportReport(http, report, filters, {
      now: new Date(2026, 10, 23, 15),
      clock: manualClock(),
    });
    expect(sentTo(backend()).map((sent) => sent.query)).toEqual([
      { page: '1', limit: '1000', filters: JSON.stringify(filters) },
    ]);
    expect(result.fileName).toBe('Client contacts 2026-11-23.csv');
    // Only what the filters let through: Legal's active contacts.
    expect(result.rowCount).toBe(result.totalRows);
    expect(result.rowCount).toBeGreaterThan(0);
    expect(result.rowCount).toBeLessThan(45);
    expect(result.csv.slice(1).split('\r\n')[0]).toBe(report.columns.map((column) => column.name).join(','));
  });

  it('retries a failed page up to 3 times, waiting a little longer each time', async () => {
    const report = await seeded();
    failRows(3);
    const clock = manualClock();
    const attempts: number[] = [];
    const result = await exportReport(
      http,
      report,
      {},
      {
        clock,
        onProgress: (progress) => progress.phase === 'fetching' && attempts.push(progress.attempt),
      },
    );
    expect(result.rowCount).toBe(45);
    expect(rowCalls()).toHaveLength(4);
    expect(attempts).toEqual([1, 2, 3, 4]);
    expect(clock.sleeps).toEqual([500, 1000, 1500]);
  });

  it('gives up after the third retry with the API error', async () => {
    const report = await seeded();
    failRows(4);
    const error = await exportReport(http, report, {}, { clock: manualClock() }).catch((e: unknown) => e);
    expect(rowCalls()).toHaveLength(4);
    expect(error).toMatchObject({ name: 'ApiError', status: 503 });
  });
});

describe('reportCsv', () => {
  const csv = reportCsv(REPORT.columns, ROWS);

  it('starts with a BOM and uses CRLF line ends, header row = column names in order', () => {
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Name,"Notes, free text",Amount,Active');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('round-trips commas, quotes, line breaks, unicode and markup as text; negative numbers stay numbers', () => {
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['Name', 'Notes, free text', 'Amount', 'Active'],
      ['Müller, Zoë', 'said "yes"\nthen left', '-12.5', 'Yes'],
      ['山田 太郎', '<script>alert(1)</script>', '3', 'No'],
      ['\'=HYPERLINK("http://x")', '', '-5', ''],
    ]);
  });
});
