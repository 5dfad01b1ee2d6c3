// A report's rows (part 2 §2.5): the shared DataTable with the report's columns in order, every cell as
// text (a cell holding markup or a script shows it as characters) in the portal's number, money and date
// styles, and numbered paging from totalRows.
import { useMemo } from 'react';
import type { SWRResponse } from 'swr';
import type { Report, ReportRows } from '../../../platform/domain/entities/report';
import {
  reportCellDisplay,
  reportColumnKind,
  type ReportColumnKind,
} from '../../../platform/locale/reportCells';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { useMessages } from '../../../ui/uiLocale';
import { DataTable, type DataTableColumn } from '../../../ui/table/DataTable';
import { PagePagination } from '../../../ui/table/PagePagination';
import { reportsMessages } from '../messages';

export const REPORT_PAGE_SIZE_OPTIONS: readonly number[] = [25, 50, 100];

/** Ids, dates and figures never break inside; figures line up on the right; text keeps its line breaks. */
const KIND_CLASSES: Record<ReportColumnKind, string> = {
  id: 'whitespace-nowrap',
  date: 'whitespace-nowrap',
  money: 'whitespace-nowrap text-end tabular-nums',
  number: 'whitespace-nowrap text-end tabular-nums',
  text: 'whitespace-pre-line',
};

interface Row {
  key: string;
  values: Record<string, unknown>;
}

export function ReportResults({
  report,
  rows,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: {
  report: Pick<Report, 'name' | 'columns'>;
  rows: SWRResponse<ReportRows>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const t = useMessages(reportsMessages);
  const items = rows.data?.items;
  const columns = useMemo<DataTableColumn<Row>[]>(
    () =>
      report.columns.map((column) => {
        const kind = reportColumnKind(column, items?.map((values) => values[column.columnId]) ?? []);
        return {
          id: column.columnId,
          header: column.name,
          cell: (row) => reportCellDisplay(kind, column, row.values[column.columnId], row.values),
          className: KIND_CLASSES[kind],
        };
      }),
    [report.columns, items],
  );
  // Rows carry no id of their own: their position in the whole result names them.
  const tableRows = useMemo(
    () => rows.data?.items.map((values, index) => ({ key: String((page - 1) * pageSize + index), values })),
    [rows.data, page, pageSize],
  );
  const loadingPage = rows.isValidating && !!rows.data;
  return (
    <div className="space-y-3" aria-busy={rows.isLoading || loadingPage}>
      <DataTable<Row>
        caption={report.name}
        columns={columns}
        rows={tableRows}
        rowKey={(row) => row.key}
        loading={rows.isLoading}
        error={rows.error ? userFacingMessage(rows.error) : undefined}
        onRetry={retryOf(rows)}
        emptyMessage={t('reports.noRows')}
      />
      {rows.data && rows.data.totalRows > 0 ? (
        <PagePagination
          label={t('reports.pages')}
          page={page}
          pageSize={pageSize}
          totalRows={rows.data.totalRows}
          onPageChange={onPageChange}
          pageSizeOptions={REPORT_PAGE_SIZE_OPTIONS}
          onPageSizeChange={onPageSizeChange}
          busy={loadingPage}
        />
      ) : null}
    </div>
  );
}
