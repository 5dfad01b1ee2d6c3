import type { SWRResponse } from 'swr';
import type { StatsRow } from '../../../platform/domain/entities/statistics';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { DataTable, type DataTableColumn } from '../../../ui/table/DataTable';

/** The table's scroll box grows to this, then scrolls (most staff lists fill it). */
const TABLE_HEIGHT = '24rem';

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
  columns: readonly DataTableColumn<StatsRow>[];
  emptyMessage: string;
}) {
  return (
    <div style={{ minHeight: TABLE_HEIGHT }}>
      <DataTable<StatsRow>
        caption={caption}
        columns={columns}
        rows={query.data}
        rowKey={(row) =>
          [row.projectManagerId, row.projectCoordinatorId, row.contactPersonId, row.quoteReviewStatus].join(
            '|',
          )
        }
        loading={query.isLoading}
        error={query.error ? userFacingMessage(query.error) : undefined}
        onRetry={retryOf(query)}
        maxHeight={TABLE_HEIGHT}
        emptyMessage={emptyMessage}
      />
    </div>
  );
}
