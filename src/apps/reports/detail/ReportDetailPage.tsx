// One report (part 2 §2.5): breadcrumbs Home > Reports > name, its filter form, its rows a page at a time
// (25 by default), and Export CSV while the last search has rows. The rows open with the filters' defaults.
import { useState } from 'react';
import { Link } from 'wouter';
import type { ReportFilterValues } from '../../../platform/domain/entities/report';
import { REPORT_PAGE_SIZE } from '../../../platform/domain/limits';
import { defaultFilterValues } from '../../../platform/domain/reports';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { usePageTitle } from '../../../platform/react/pageTitle';
import { useReport, useReportRows } from '../../../platform/react/queries/reports';
import { useMessages } from '../../../ui/uiLocale';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Page } from '../../../ui/page/Page';
import { LoadingBlock } from '../../../ui/Spinner';
import { reportsMessages } from '../messages';
import { ExportCsvButton } from './ExportCsvButton';
import { ReportFilterForm } from './ReportFilterForm';
import { ReportResults } from './ReportResults';

export function ReportDetailPage({
  reportId,
  homeHref,
  listHref,
  listTitle,
}: {
  reportId: string;
  homeHref: string;
  listHref: string;
  /** The tool's name (the list's), as the shell names it. */
  listTitle: string;
}) {
  const t = useMessages(reportsMessages);
  const report = useReport(reportId);
  const [search, setSearch] = useState<{
    filters: ReportFilterValues | null;
    page: number;
    pageSize: number;
  }>({
    filters: null,
    page: 1,
    pageSize: REPORT_PAGE_SIZE,
  });
  const filters = search.filters ?? (report.data ? defaultFilterValues(report.data) : null);
  const rows = useReportRows(reportId, search.page, search.pageSize, filters);
  const name = report.data?.name;
  usePageTitle(name ?? listTitle);
  return (
    <Page
      width="wide"
      breadcrumbs={
        <Breadcrumbs
          items={[
            { label: t('reports.home'), href: homeHref },
            { label: listTitle, href: listHref },
            { label: name ?? t('reports.report') },
          ]}
          link={Link}
        />
      }
      title={name}
      description={report.data?.description || undefined}
      actions={
        report.data && filters && rows.data && rows.data.totalRows > 0 ? (
          <ExportCsvButton report={report.data} filters={filters} />
        ) : null
      }
    >
      {report.error ? <ErrorMessage error={report.error} onRetry={retryOf(report)} /> : null}
      {!report.data && !report.error ? <LoadingBlock label={t('reports.loadingReport')} /> : null}
      {report.data ? (
        <>
          <ReportFilterForm
            report={report.data}
            onSearch={(next) => {
              // Searching again with the same filters on the first page asks the server again.
              if (search.page === 1 && JSON.stringify(next) === JSON.stringify(filters)) void rows.mutate();
              setSearch((current) => ({ ...current, filters: next, page: 1 }));
            }}
          />
          <ReportResults
            report={report.data}
            rows={rows}
            page={search.page}
            pageSize={search.pageSize}
            onPageChange={(page) => setSearch((current) => ({ ...current, page }))}
            onPageSizeChange={(pageSize) => setSearch((current) => ({ ...current, pageSize, page: 1 }))}
          />
        </>
      ) : null}
    </Page>
  );
}
