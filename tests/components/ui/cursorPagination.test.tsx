import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRememberedPageSize } from '../../../src/platform/react/rememberedPageSize';
import { CursorPagination } from '../../../src/ui/CursorPagination';
import { choose, selectButton } from '../../support/choose';

/** A list of 23 items paged like the server does, with its rows-per-page remembered under `storageKey`. */
function PagedList({ storageKey }: { storageKey: string }) {
  const [pageSize, setPageSize] = useRememberedPageSize(storageKey, [10, 25, 50], 10);
  const [page, setPage] = useState(1);
  const hasNext = page * pageSize < 23;
  return (
    <CursorPagination
      page={page}
      hasPrevious={page > 1}
      hasNext={hasNext}
      onPrevious={() => setPage(page - 1)}
      onNext={() => setPage(page + 1)}
      pageSize={pageSize}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

beforeEach(() => localStorage.clear());

describe('CursorPagination', () => {
  it("labels the page 'Page N' and moves with previous and next", async () => {
    const user = userEvent.setup();
    render(<PagedList storageKey="test.files" />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 1');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(nav).toHaveTextContent('Page 3');
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(nav).toHaveTextContent('Page 2');
  });

  it('remembers rows per page per list across mounts, in local storage', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PagedList storageKey="test.files" />);
    expect(selectButton('Rows per page')).toHaveTextContent('10');
    await choose(user, 'Rows per page', '25');
    unmount();

    render(<PagedList storageKey="test.files" />);
    expect(selectButton('Rows per page')).toHaveTextContent('25');
    expect(localStorage.getItem('test.files')).toBe('25');
  });

  it('keeps lists apart and ignores a stored size that is not on offer', () => {
    localStorage.setItem('test.files', '25');
    localStorage.setItem('test.media', '7');
    render(
      <>
        <PagedList storageKey="test.files" />
        <PagedList storageKey="test.media" />
        <PagedList storageKey="test.other" />
      </>,
    );
    expect(
      screen.getAllByRole('button', { name: /^Rows per page/ }).map((button) => button.textContent),
    ).toEqual(['25', '10', '10']);
  });
});
