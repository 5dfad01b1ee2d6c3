import { useId } from 'react';
import { Button } from '../Button';
import { formatNumber } from '../../platform/locale/numbers';

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
  label = 'Pagination',
}: PagePaginationProps) {
  const sizeId = useId();
  const pageId = useId();
  const pages = pageCount(totalRows, pageSize);
  const first = totalRows === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalRows, page * pageSize);
  const go = (next: number) => onPageChange(Math.min(pages, Math.max(1, next)));
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-slate-700"
    >
      <p aria-live="polite">
        Showing {count(first)}–{count(last)} of {count(totalRows)}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {onPageSizeChange && pageSizeOptions ? (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId}>Rows per page</label>
            <select
              id={sizeId}
              value={pageSize}
              disabled={busy}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="rounded-md border border-slate-400 bg-white px-2 py-1"
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex items-center gap-2">
          <label htmlFor={pageId}>Page</label>
          <select
            id={pageId}
            value={page}
            disabled={busy || pages === 1}
            onChange={(event) => go(Number(event.target.value))}
            className="rounded-md border border-slate-400 bg-white px-2 py-1"
          >
            {Array.from({ length: pages }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
          <span>of {count(pages)}</span>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => go(1)} disabled={busy || page <= 1}>
            First
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(page - 1)} disabled={busy || page <= 1}>
            Previous
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(page + 1)} disabled={busy || page >= pages}>
            Next
          </Button>
          <Button variant="outline" size="sm" onClick={() => go(pages)} disabled={busy || page >= pages}>
            Last
          </Button>
        </div>
      </div>
    </nav>
  );
}
