import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { StatsRow } from '../../../platform/domain/entities/statistics';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { DataTable, type DataTableColumn } from '../../../ui/table/DataTable';

/** The table's scroll box grows to this, then scrolls (most staff lists fill it). */
const TABLE_HEIGHT = '24rem';

const rowKey = (row: StatsRow) =>
  [row.projectManagerId, row.projectCoordinatorId, row.contactPersonId, row.quoteReviewStatus].join('|');

/**
 * One summary call's rows: its own loading state, and the system error message when the call fails. An
 * open panel keeps the table's full height from the first paint on: the panels load in parallel and each
 * answer used to grow its table from a spinner row to the rows, pushing every section below it down (the
 * page's layout shift, 0.14 on a phone).
 */
export function StatsTable({
  caption,
  query,
  columns,
  emptyMessage,
}: {
  caption: string;
  query: SWRResponse<StatsRow[]>;
  /** Stable (useMemo): the table renders again only when what it shows changes. */
  columns: readonly DataTableColumn<StatsRow>[];
  emptyMessage: string;
}) {
  const { error, mutate } = query;
  // An answer's rows are laid out as a transition, which yields to the browser every few milliseconds:
  // eighteen panels answer within a moment of each other, and each table built at once was a long task
  // while the page loaded. Until then the panel shows what it showed, its rows and state together.
  const shown = useDeferredValue(
    useMemo(
      () => ({ rows: query.data, loading: query.isLoading, error }),
      [query.data, query.isLoading, error],
    ),
  );
  // Try again comes and goes with the error it is shown beside.
  const onRetry = useMemo(() => retryOf({ error: shown.error, mutate }), [shown.error, mutate]);
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={shown.rows}
      loading={shown.loading}
      error={shown.error ? userFacingMessage(shown.error) : undefined}
      onRetry={onRetry}
      emptyMessage={emptyMessage}
    />
  );
}

/**
 * The table, rendered again only when what it shows changes: a panel renders again whenever its query's
 * hooks do (the session's state, which its key names, and swr's), and while the page loaded that rendered
 * all eighteen tables again at once with nothing new to show.
 */
const Table = memo(function Table({
  caption,
  columns,
  rows,
  loading,
  error,
  onRetry,
  emptyMessage,
}: {
  caption: string;
  columns: readonly DataTableColumn<StatsRow>[];
  rows: StatsRow[] | undefined;
  loading: boolean;
  error: ReactNode;
  onRetry: (() => unknown) | undefined;
  emptyMessage: string;
}) {
  return (
    <div style={{ minHeight: TABLE_HEIGHT }}>
      <DataTable<StatsRow>
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        loading={loading}
        error={error}
        onRetry={onRetry}
        maxHeight={TABLE_HEIGHT}
        emptyMessage={emptyMessage}
      />
    </div>
  );
});
