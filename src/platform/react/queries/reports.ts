// Custom reports (part 2 §2.5, §7): the list, one definition, and a page of rows under given filters.
import { getReport, getReportRows, listReports } from '../../api/reports';
import type { ReportFilterValues } from '../../domain/entities/report';
import { useApiQuery } from '../useApiQuery';

export const reportsKey = () => ['reports'] as const;
export const reportKey = (reportId: string) => ['reports', reportId] as const;
export const reportRowsKey = (reportId: string, page: number, limit: number, filters: ReportFilterValues) =>
  ['reports', reportId, 'rows', page, limit, JSON.stringify(filters)] as const;

export function useReports() {
  return useApiQuery(reportsKey(), (http) => listReports(http));
}

export function useReport(reportId: string) {
  return useApiQuery(reportKey(reportId), (http) => getReport(http, reportId));
}

/**
 * A page of rows; null filters mean "not searched yet" (no call). The previous page stays shown while the
 * next one loads, so the table does not collapse between pages.
 */
export function useReportRows(
  reportId: string,
  page: number,
  limit: number,
  filters: ReportFilterValues | null,
) {
  return useApiQuery(
    filters && reportRowsKey(reportId, page, limit, filters),
    (http) => getReportRows(http, reportId, { page, limit, filters: filters ?? undefined }),
    { keepPreviousData: true },
  );
}
