import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from '../../../src/ui/table/DataTable';
import { axeViolations } from './support/axe';

interface Fruit {
  id: string;
  name: string;
  colour: string;
}

const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true },
  { id: 'colour', header: 'Colour', cell: (row) => row.colour },
];
const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', colour: 'red' },
  { id: 'b', name: 'Banana', colour: 'yellow' },
];
const many = (count: number): Fruit[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `f${i}`,
    name: `Fruit ${i + 1}`,
    colour: i % 2 ? 'green' : 'red',
  }));

const table = (props: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) => (
  <DataTable<Fruit> caption="Fruits" columns={columns} rows={fruits} rowKey={(row) => row.id} {...props} />
);

describe('DataTable', () => {
  it('renders a row again only when it or the column and action definitions change', () => {
    const cell = vi.fn((row: Fruit) => row.name);
    const counted: DataTableColumn<Fruit>[] = [{ id: 'name', header: 'Name', cell, rowHeader: true }];
    const actions = (row: Fruit) => [{ label: `Eat ${row.name}`, onSelect: () => undefined }];
    const rowKey = (row: Fruit) => row.id;
    const view = render(
      <DataTable<Fruit>
        caption="Fruits"
        columns={counted}
        rows={fruits}
        rowKey={rowKey}
        rowActions={actions}
      />,
    );
    expect(cell).toHaveBeenCalledTimes(2);

    // The list around it re-renders (busy while a filter loads): the rows do not.
    view.rerender(
      <DataTable<Fruit>
        caption="Fruits"
        columns={counted}
        rows={fruits}
        rowKey={rowKey}
        rowActions={actions}
        loading
      />,
    );
    expect(cell).toHaveBeenCalledTimes(2);

    // A changed row renders again; the unchanged one does not.
    const ripe = [fruits[0], { ...fruits[1], name: 'Ripe banana' }];
    view.rerender(
      <DataTable<Fruit>
        caption="Fruits"
        columns={counted}
        rows={ripe}
        rowKey={rowKey}
        rowActions={actions}
      />,
    );
    expect(cell).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('rowheader', { name: 'Ripe banana' })).toBeInTheDocument();

    // New definitions (other actions) render every row again.
    view.rerender(
      <DataTable<Fruit>
        caption="Fruits"
        columns={counted}
        rows={ripe}
        rowKey={rowKey}
        rowActions={(row) => actions(row)}
      />,
    );
    expect(cell).toHaveBeenCalledTimes(5);
  });

  it('renders a named table with a header per column and a row header per row', () => {
    render(table());
    const grid = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Colour']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Apple', 'Banana']);
    expect(within(grid).getByRole('row', { name: /Banana yellow/ })).toBeInTheDocument();
  });

  it('shows loading before the first rows, the empty message with none, and an error in place of rows', () => {
    const { rerender } = render(table({ rows: undefined, loading: true }));
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');

    rerender(table({ rows: [], emptyMessage: 'No fruit yet.' }));
    expect(screen.getByRole('table')).toHaveTextContent('No fruit yet.');
    expect(screen.queryByRole('status')).toBeNull();

    rerender(table({ rows: undefined, error: 'The list could not be loaded.' }));
    expect(within(screen.getByRole('table')).getByRole('alert')).toHaveTextContent(
      'The list could not be loaded.',
    );
  });

  it('keeps older rows visible with the error above them', () => {
    render(table({ error: 'Refresh failed.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Refresh failed.');
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
  });

  it('opens a row actions menu by keyboard, skips disabled actions and runs the chosen one', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      table({
        rowActionsLabel: (row) => `Actions for ${row.name}`,
        rowActions: (row) => [
          { label: 'View', onSelect: () => chosen.push(`view ${row.id}`) },
          { label: 'Peel', onSelect: () => chosen.push(`peel ${row.id}`), disabled: row.id === 'b' },
          { label: 'Eat', onSelect: () => chosen.push(`eat ${row.id}`) },
        ],
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Actions for Banana' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const peel = within(menu).getByRole('menuitem', { name: 'Peel' });
    expect(peel).toHaveAttribute('aria-disabled', 'true');
    // Down from View lands on Eat: the disabled Peel is skipped.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveAttribute('data-focus'),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Eat' })).toHaveAttribute('data-focus'),
    );
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['eat b']);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The menu's own button took the stand-in's place when the menu first opened.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Banana' })).toHaveFocus());
  });

  it('opens a row menu by click; Escape, or a click elsewhere, closes it', async () => {
    const user = userEvent.setup();
    render(
      table({
        rowActionsLabel: (row) => `Actions for ${row.name}`,
        rowActions: () => [{ label: 'View', onSelect: () => undefined }],
      }),
    );
    const button = () => screen.getByRole('button', { name: 'Actions for Apple' });
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button());
    expect(await screen.findByRole('menu')).toHaveAccessibleName('Actions for Apple');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button()).toHaveFocus());

    await user.click(button());
    await screen.findByRole('menu');
    await user.click(screen.getByRole('rowheader', { name: 'Banana' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not run a disabled action when it is clicked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(table({ rowActions: () => [{ label: 'Peel', onSelect, disabled: true }] }));
    await user.click(screen.getAllByRole('button', { name: 'Row actions' })[0]);
    await user.click(await screen.findByRole('menuitem', { name: 'Peel' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('renders a small list whole, and only a window of a 2,000-row list that follows the scroll', async () => {
    // jsdom lays nothing out: give the scroll area a height of ten 49 px rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(490);
    const { rerender } = render(table({ rows: many(100) }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(100);

    rerender(table({ rows: many(2000) }));
    const grid = screen.getByRole('table', { name: 'Fruits' });
    expect(grid).toHaveAttribute('aria-rowcount', '2001');
    const shown = () => screen.getAllByRole('rowheader').map((th) => th.textContent);
    expect(shown().length).toBeGreaterThanOrEqual(10);
    expect(shown().length).toBeLessThan(40);
    expect(shown()[0]).toBe('Fruit 1');
    expect(screen.queryByText('Fruit 1500')).toBeNull();

    const scroller = grid.parentElement as HTMLElement;
    scroller.scrollTop = 1499 * 49;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(shown()).toContain('Fruit 1500'));
    expect(shown()).not.toContain('Fruit 1');
    expect(shown().length).toBeLessThan(40);
    expect(screen.getByRole('rowheader', { name: 'Fruit 1500' }).closest('tr')).toHaveAttribute(
      'aria-rowindex',
      '1501',
    );
  });
});

describe('DataTable sorting', () => {
  const sortable: DataTableColumn<Fruit>[] = [
    { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true, sortValue: (row) => row.name },
    { id: 'colour', header: 'Colour', cell: (row) => row.colour },
  ];
  const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

  it('a sortable header sorts ascending, then descending (numeric-aware), and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const rows = [
      { id: 'a', name: 'Fruit 10', colour: 'red' },
      { id: 'b', name: 'Fruit 2', colour: 'green' },
      { id: 'c', name: 'Fruit 1', colour: 'red' },
    ];
    render(<DataTable<Fruit> caption="Fruits" columns={sortable} rows={rows} rowKey={(row) => row.id} />);
    expect(names()).toEqual(['Fruit 10', 'Fruit 2', 'Fruit 1']);
    expect(screen.queryByRole('button', { name: /Colour/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Fruit 1', 'Fruit 2', 'Fruit 10']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Fruit 10', 'Fruit 2', 'Fruit 1']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });
});
