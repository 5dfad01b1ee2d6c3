import { Button } from './Button';
import { Select } from './Select';

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
 * just 'Page N', previous and next, and a rows-per-page choice (which the host remembers).
 */
export function CursorPagination({
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  pageSize,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  onPageSizeChange,
  busy = false,
  label = 'Pagination',
}: CursorPaginationProps) {
  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-sm text-slate-700"
    >
      <Select
        inline
        label="Rows per page"
        options={options.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(pageSize)}
        onChange={(size) => onPageSizeChange(Number(size))}
      />
      <p aria-live="polite" className="font-medium">
        Page {page}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext || busy}>
          Next
        </Button>
      </div>
    </nav>
  );
}
