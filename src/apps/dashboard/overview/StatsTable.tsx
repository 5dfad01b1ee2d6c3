import type { SWRResponse } from 'swr';
import type { StatsRow } from '../../../platform/domain/entities/statistics';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { DataTable, type DataTableColumn } from '../../../ui/table/DataTable';

/** One summary call's rows: its own loading state, and the system error message when the call fails. */
export function StatsTable({
  caption,
  query,
  columns,
}: {
  caption: string;
  query: SWRResponse<StatsRow[]>;
  columns: readonly DataTableColumn<StatsRow>[];
}) {
  return (
    <DataTable<StatsRow>
      caption={caption}
      columns={columns}
      rows={query.data}
      rowKey={(row) =>
        [row.projectManagerId, row.projectCoordinatorId, row.contactPersonId, row.quoteReviewStatus].join('|')
      }
      loading={query.isLoading}
      error={query.error ? userFacingMessage(query.error) : undefined}
      maxHeight="24rem"
    />
  );
}
