import { memo } from 'react';
import { Button } from './Button';
import { Select } from './Select';
import { tableMessages } from './table/messages';
import { useMessages } from './uiLocale';

export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50];

export interface CursorPaginationProps {
  /** 1-based number of the page shown. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  pageSize: number;
  pageSizeOptions?: readonly number[];
  onPageSizeChange: (size: number) => void;
  /** Disables the controls while a page loads. */
  busy?: boolean;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * Paging for cursor-paged lists: the server hands out only a next-page token, so there is no page count —
 * just 'Page N', previous and next, and a rows-per-page choice (which the host remembers). Rendered again
 * only when its props change (its rows-per-page Listbox is no small render; a list re-renders several
 * times per change).
 */
export const CursorPagination = memo(function CursorPagination({
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  pageSize,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  onPageSizeChange,
  busy = false,
  label,
}: CursorPaginationProps) {
  const t = useMessages(tableMessages);
  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <nav
      aria-label={label ?? t('table.pagination')}
      className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-sm text-slate-700"
    >
      <Select
        inline
        label={t('table.rowsPerPage')}
        options={options.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(pageSize)}
        onChange={(size) => onPageSizeChange(Number(size))}
      />
      <p aria-live="polite" className="font-medium">
        {t('table.pageNumber', { page })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
          {t('table.previous')}
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext || busy}>
          {t('table.next')}
        </Button>
      </div>
    </nav>
  );
});
