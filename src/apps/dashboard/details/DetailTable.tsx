import { useId, useMemo, useState } from 'react';
import type { SWRResponse } from 'swr';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { DataTable, type DataTableColumn } from '../../../ui/table/DataTable';
import { formatNumber } from '../../../platform/locale/numbers';
import { useMessages } from '../../../ui/uiLocale';
import { dashboardMessages } from '../messages';

/** Case-insensitive match of the filter text against any of the row's values. */
function matches(row: object, needle: string): boolean {
  return Object.values(row).some((value) => value !== null && String(value).toLowerCase().includes(needle));
}

/** A detail list with its filter box and row count, on the shared (virtualised) DataTable. */
export function DetailTable<Row extends object>({
  caption,
  query,
  columns,
  rowKey,
}: {
  caption: string;
  query: SWRResponse<Row[]>;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  const t = useMessages(dashboardMessages);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const rows = useMemo(
    () => (needle ? query.data?.filter((row) => matches(row, needle)) : query.data),
    [query.data, needle],
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            {t('dashboard.filter')}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="focus-visible:outline-primary-600 rounded-md border border-slate-400 px-3 py-1.5 text-sm focus-visible:outline-2"
          />
        </div>
        {rows ? (
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('dashboard.rows', { count: rows.length, rows: formatNumber(rows.length) })}
          </p>
        ) : null}
      </div>
      <DataTable<Row>
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        loading={query.isLoading}
        error={query.error ? userFacingMessage(query.error) : undefined}
        onRetry={retryOf(query)}
        emptyMessage={t('dashboard.empty')}
      />
    </div>
  );
}
