// The UI kit's own words follow the interface language, also in a block already on screen when it changes;
// in English they stay the product's words.
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/platform/i18n/runtime';
import { ComingSoon } from '../../../src/ui/ComingSoon';
import { LoadFailed } from '../../../src/ui/LoadFailed';
import { DataTable } from '../../../src/ui/table/DataTable';
import { PagePagination } from '../../../src/ui/table/PagePagination';

function FailedList() {
  return (
    <>
      <DataTable
        caption="Requests"
        columns={[{ id: 'name', header: 'Name', cell: (row: { id: string }) => row.id }]}
        rows={undefined}
        rowKey={(row) => row.id}
      />
      <LoadFailed message="No rows" onRetry={() => undefined} />
      <PagePagination page={2} pageSize={25} totalRows={1800} onPageChange={() => undefined} />
    </>
  );
}

describe('the UI kit in the interface language', () => {
  it('says its words in German once German is active, on a block already shown', async () => {
    render(<FailedList />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(paging).toHaveTextContent('Showing 26–50 of 1,800');
    expect(within(paging).getByRole('button', { name: 'Next' })).toBeInTheDocument();

    await act(() => activateLocale('de'));
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    const seiten = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(seiten).toHaveTextContent('26–50 von 1.800');
    expect(seiten).toHaveTextContent('von 72');
    for (const name of ['Erste', 'Zurück', 'Weiter', 'Letzte'])
      expect(within(seiten).getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows a tool still being built in German', async () => {
    await act(() => activateLocale('de'));
    render(<ComingSoon title="Werkzeug" description="Was es tun wird." />);
    expect(screen.getByText('Demnächst verfügbar')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'In Arbeit' })).toBeInTheDocument();
  });
});
