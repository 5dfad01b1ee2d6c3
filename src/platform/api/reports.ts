// Custom reports: the list, one report's definition, and a page of rows. Filters travel as one JSON
// query parameter (mapping → value, dates as timestamps); pages are 1-based.

import type { Report, ReportRows, ReportRowsQuery, ReportSummary } from '../domain/entities/report';
import type { HttpClient } from '../http/client';
import { hasFields } from '../http/shape';
import { listOf, segment, type CallInit } from './call';

export function listReports(http: HttpClient, init?: CallInit): Promise<ReportSummary[]> {
  return http.get('/reports', {
    signal: init?.signal,
    expect: listOf<ReportSummary>({ id: 'string', name: 'string', type: 'string' }),
  });
}

export function getReport(http: HttpClient, reportId: string, init?: CallInit): Promise<Report> {
  return http.get(`/reports/${segment(reportId)}`, {
    signal: init?.signal,
    expect: hasFields<Report>({ id: 'string', name: 'string', columns: 'array', filters: 'array' }),
  });
}

/** No filter values (or only undefined ones) means no filters parameter at all. */
function filtersParam(filters: ReportRowsQuery['filters']): string | undefined {
  if (!filters) return undefined;
  const entries = Object.entries(filters).filter(([, value]) => value !== undefined);
  return entries.length ? JSON.stringify(Object.fromEntries(entries)) : undefined;
}

export function getReportRows(
  http: HttpClient,
  reportId: string,
  query: ReportRowsQuery,
  init?: CallInit,
): Promise<ReportRows> {
  return http.get(`/reports/${segment(reportId)}/rows`, {
    query: { page: query.page, limit: query.limit, filters: filtersParam(query.filters) },
    signal: init?.signal,
    expect: hasFields<ReportRows>({ items: 'array', totalRows: 'number' }),
  });
}
