import { Button } from '../Button';
import { Select } from '../Select';
import { formatNumber } from '../../platform/locale/numbers';
import { useMessages } from '../uiLocale';
import { tableMessages } from './messages';

export interface PagePaginationProps {
  /** 1-based number of the page shown. */
  page: number;
  pageSize: number;
  /** All rows the server has for the query. */
  totalRows: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Disables the controls while a page loads. */
  busy?: boolean;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

export const pageCount = (totalRows: number, pageSize: number): number =>
  Math.max(1, Math.ceil(totalRows / pageSize));

const count = (value: number) => formatNumber(value);

/**
 * Paging for lists whose server reports a total (numbered pages): 'Showing 26–50 of 1,800', 'Page 2 of 72',
 * first / previous / next / last, a page number to jump to, and an optional rows-per-page choice. Cursor-paged
 * lists, which know no total, use CursorPagination instead.
 */
export function PagePagination({
  page,
  pageSize,
  totalRows,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  busy = false,
  label,
}: PagePaginationProps) {
  const t = useMessages(tableMessages);
  const pages = pageCount(totalRows, pageSize);
  const first = totalRows === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalRows, page * pageSize);
  const go = (next: number) => onPageChange(Math.min(pages, Math.max(1, next)));
  return (
    <nav
      aria-label={label ?? t('table.pagination')}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-slate-700"
    >
      <p aria-live="polite">
        {t('table.showing', { first: count(first), last: count(last), total: count(totalRows) })}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {onPageSizeChange && pageSizeOptions ? (
          <Select
            inline
            label={t('table.rowsPerPage')}
            options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(pageSize)}
            disabled={busy}
            onChange={(size) => onPageSizeChange(Number(size))}
          />
        ) : null}
        <div className="flex items-center gap-2">
          <Select
            inline
            label={t('table.page')}
            options={Array.from({ length: pages }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            }))}
            value={String(page)}
            disabled={busy || pages === 1}
            onChange={(next) => go(Number(next))}
          />
          <span>{t('table.ofPages', { pages: count(pages) })}</span>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => go(1)} disabled={busy || page <= 1}>
            {t('table.first')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(page - 1)} disabled={busy || page <= 1}>
            {t('table.previous')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(page + 1)} disabled={busy || page >= pages}>
            {t('table.next')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(pages)} disabled={busy || page >= pages}>
            {t('table.last')}
          </Button>
        </div>
      </div>
    </nav>
  );
}
