import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../cx';
import { LoadFailed } from '../LoadFailed';
import { Spinner } from '../Spinner';
import { RowActionsMenu } from './RowActionsMenu';
import type { DataTableColumn, RowAction } from './types';
import { VirtualRows } from './VirtualRows';
import { useMessages } from '../uiLocale';
import { tableMessages } from './messages';

export type { DataTableColumn, RowAction } from './types';

/** Above this many rows the body is virtualised (dashboards reach thousands of rows). */
export const VIRTUALIZE_ABOVE = 100;

export interface DataTableProps<Row> {
  /** The table's accessible name (a caption, visually hidden unless captionVisible). */
  caption: string;
  captionVisible?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined while nothing has loaded yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** A message when loading failed; shown in place of the rows, or above them when older rows remain. */
  error?: ReactNode;
  /** Asks for the rows again after a failed load (retryOf of the list's query): Try again beside the error. */
  onRetry?: () => unknown;
  emptyMessage?: ReactNode;
  /** The row's actions menu; without it the table has no actions column. */
  rowActions?: (row: Row) => readonly RowAction[];
  /** Accessible name of a row's actions button, e.g. 'Actions for Brochure'. */
  rowActionsLabel?: (row: Row) => string;
  virtualizeAbove?: number;
  /** Estimated row height in pixels, for the virtualised body's scroll height. */
  rowHeight?: number;
  /** Height limit of the scroll area; the header sticks to its top. */
  maxHeight?: string;
  /**
   * Rows the first answer will likely hold (a list's page size): until it arrives, that many placeholder
   * rows of a real row's shape stand in, so what is below the table does not move when the rows come.
   */
  placeholderRows?: number;
}

/**
 * A table of rows with typed column definitions, loading/empty/error states, a per-row actions menu and a
 * sticky header. Long lists render only the visible window. The table scrolls sideways in its own box on
 * narrow screens instead of squeezing the columns, wherever it is placed: the page itself never does.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows: givenRows,
  rowKey,
  loading = false,
  error,
  onRetry,
  emptyMessage,
  rowActions,
  rowActionsLabel = defaultActionsLabel,
  virtualizeAbove = VIRTUALIZE_ABOVE,
  rowHeight = 49,
  maxHeight = '70vh',
  placeholderRows = 0,
}: DataTableProps<Row>) {
  const t = useMessages(tableMessages);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<{ id: string; ascending: boolean }>();
  const sortColumn = columns.find((column) => column.id === sort?.id && column.sortValue);
  const rows = useMemo(() => {
    const value = sortColumn?.sortValue;
    if (!givenRows || !value) return givenRows;
    const direction = sort?.ascending ? 1 : -1;
    return [...givenRows].sort((a, b) => direction * compareValues(value(a), value(b)));
  }, [givenRows, sortColumn, sort?.ascending]);
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const virtual = !!rows && rows.length > virtualizeAbove;

  const renderRow = (row: Row, index: number) => (
    <DataRow<Row>
      key={rowKey(row)}
      row={row}
      rowIndex={virtual ? index + 2 : undefined}
      columns={columns}
      rowActions={rowActions}
      rowActionsLabel={rowActionsLabel}
    />
  );

  const stateRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className="px-4 py-8 text-center text-slate-600">
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (!rows?.length && error)
    body = stateRow(<LoadFailed message={error} onRetry={onRetry} className="text-start" />);
  else if (!rows && placeholderRows > 0)
    body = (
      <PlaceholderRows count={placeholderRows} columnCount={columns.length} withActions={!!rowActions} />
    );
  else if (!rows) body = stateRow(<Spinner />);
  else if (!rows.length) body = stateRow(loading ? <Spinner /> : (emptyMessage ?? t('table.noData')));
  else if (virtual)
    body = (
      <VirtualRows
        rows={rows}
        scrollRef={scrollRef}
        rowHeight={rowHeight}
        columnCount={columnCount}
        renderRow={renderRow}
      />
    );
  else body = rows.map(renderRow);

  return (
    <div className="space-y-2">
      {error && rows?.length ? <LoadFailed message={error} onRetry={onRetry} /> : null}
      <div
        ref={scrollRef}
        // Focusable so keyboard users can scroll a table that holds nothing focusable (axe's
        // scrollable-region-focusable): the arrow keys then move it.
        tabIndex={0}
        // The page never scrolls sideways because of a table (a phone's 390 px): contain-inline-size makes
        // the box take the width its container gives, never the table's (whose minimum width reached up
        // through a grid or flex parent, a list page or tab panel, and widened the page to 976 px); relative
        // makes it the containing block of the cells' visually hidden labels (absolute), which it then clips
        // with the rest instead of letting them stick out of the page at their place in the wide table.
        className="focus-visible:outline-primary-600 relative overflow-auto rounded-md border border-slate-200 bg-white contain-inline-size focus-visible:outline-2"
        style={{ maxHeight }}
      >
        <table
          className="w-full min-w-[36rem] border-collapse text-sm"
          aria-busy={loading || undefined}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
        >
          <caption
            className={captionVisible ? 'px-4 py-2 text-start font-semibold text-slate-900' : 'sr-only'}
          >
            {caption}
          </caption>
          <thead className="sticky top-0 z-10 bg-slate-100 shadow-[0_1px_0_var(--color-slate-200)]">
            <tr aria-rowindex={virtual ? 1 : undefined}>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={
                    column.sortValue && sort?.id === column.id
                      ? sort.ascending
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                  className={cx(
                    'px-4 py-3 text-start font-semibold whitespace-nowrap text-slate-800',
                    column.className,
                  )}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      className="focus-visible:outline-primary-600 inline-flex items-center gap-1 font-semibold focus-visible:outline-2"
                      onClick={() =>
                        setSort((current) => ({
                          id: column.id,
                          ascending: current?.id === column.id ? !current.ascending : true,
                        }))
                      }
                    >
                      {column.header}
                      <span aria-hidden="true">
                        {sort?.id === column.id ? (sort.ascending ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              {rowActions ? (
                <th scope="col" className="w-12 px-2 py-3">
                  <span className="sr-only">{t('table.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </div>
  );
}

const defaultActionsLabel = () => tableMessages.t('table.rowActions');

interface DataRowProps<Row> extends Pick<DataTableProps<Row>, 'columns' | 'rowActions'> {
  row: Row;
  rowIndex: number | undefined;
  rowActionsLabel: (row: Row) => string;
}

/**
 * One row, rendered again only when its row or the table's column and action definitions change: a list
 * re-rendering for its own reasons (a filter chosen, a page asked for while the old rows stay) does not
 * re-render every row and its actions menu, which was most of the time from input to the request going
 * out. Callers that want this pass stable columns and actions (useMemo, useCallback).
 */
const DataRow = memo(function DataRow<Row>({
  row,
  rowIndex,
  columns,
  rowActions,
  rowActionsLabel,
}: DataRowProps<Row>) {
  return (
    <tr aria-rowindex={rowIndex} className="border-t border-slate-200 hover:bg-slate-50">
      {columns.map((column) =>
        column.rowHeader ? (
          <th
            key={column.id}
            scope="row"
            className={cx('px-4 py-3 text-start font-medium text-slate-900', column.className)}
          >
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id} className={cx('px-4 py-3 text-slate-700', column.className)}>
            {column.cell(row)}
          </td>
        ),
      )}
      {rowActions ? (
        <td className="w-12 px-2 py-2 text-end">
          <RowActionsMenu label={rowActionsLabel(row)} actions={rowActions(row)} />
        </td>
      ) : null}
    </tr>
  );
}) as <Row>(props: DataRowProps<Row>) => ReactNode;

/** Numbers by value, text by locale (numeric-aware); empty values last. */
function compareValues(a: string | number | null | undefined, b: string | number | null | undefined): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * Rows shaped like real ones (a text line per cell, the actions button's size) while the first page loads;
 * the first carries the spinner's label for assistive technology, the rest are hidden from it.
 */
function PlaceholderRows({
  count,
  columnCount,
  withActions,
}: {
  count: number;
  columnCount: number;
  withActions: boolean;
}) {
  return Array.from({ length: count }, (_, index) => (
    <tr key={index} className="border-t border-slate-200" aria-hidden={index > 0 || undefined}>
      {Array.from({ length: columnCount }, (_, column) => (
        <td key={column} className="px-4 py-3">
          {index === 0 && column === 0 ? (
            <Spinner size="sm" />
          ) : (
            <span className="block h-5 rounded bg-slate-100 motion-safe:animate-pulse" />
          )}
        </td>
      ))}
      {withActions ? (
        <td className="w-12 px-2 py-2">
          <span className="block h-8 w-8" />
        </td>
      ) : null}
    </tr>
  ));
}
