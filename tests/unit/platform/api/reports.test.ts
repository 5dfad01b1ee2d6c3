import { describe, expect, it } from 'vitest';
import { getReport, getReportRows, listReports } from '../../../../src/platform/api/reports';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

const report = {
  id: 'r-1',
  name: 'Projects by month',
  type: 'PROJECT',
  description: 'All projects',
  columns: [{ columnId: 'name', name: 'Name' }],
  filters: [{ mapping: 'status', type: 'SELECT', options: ['OPEN', 'CLOSED'] }],
};

describe('reports api', () => {
  const server = runApiCases([
    { name: 'listReports', call: (c) => listReports(c), method: 'GET', path: '/reports', response: [report] },
    {
      name: 'getReport',
      call: (c) => getReport(c, 'r 1'),
      method: 'GET',
      path: '/reports/r%201',
      response: report,
    },
    {
      name: 'getReportRows sends page, limit and filters as JSON',
      call: (c) =>
        getReportRows(c, 'r-1', { page: 1, limit: 25, filters: { status: 'OPEN', from: 1893456000000 } }),
      method: 'GET',
      path: '/reports/r-1/rows',
      query: { page: '1', limit: '25', filters: '{"status":"OPEN","from":1893456000000}' },
      response: { items: [{ name: 'A' }], totalRows: 1 },
    },
    {
      name: 'getReportRows leaves out empty filters',
      call: (c) => getReportRows(c, 'r-1', { page: 2, limit: 1000, filters: {} }),
      method: 'GET',
      path: '/reports/r-1/rows',
      query: { page: '2', limit: '1000' },
      response: { items: [], totalRows: 0 },
    },
  ]);

  it('rows without totalRows are a ResponseFormatError', async () => {
    answerEverything(server, 200, { items: [] });
    await expect(getReportRows(newClient(), 'r-1', { page: 1, limit: 25 })).rejects.toBeInstanceOf(
      ResponseFormatError,
    );
  });
});
