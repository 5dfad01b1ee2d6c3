// A row's menu mounts when its button is first used (each menu's hooks, mounted and unmounted with every
// page of rows, were most of a page change's work); the stand-in brings its menu at once, opened as asked.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../../src/ui/table/DataTable';

interface Fruit {
  id: string;
  name: string;
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Banana' },
];

const menus = () => document.querySelectorAll('[id^="headlessui-menu-button"]').length;

function Fruits({ rows = fruits }: { rows?: Fruit[] }) {
  return (
    <DataTable<Fruit>
      caption="Fruits"
      columns={[{ id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true }]}
      rows={rows}
      rowKey={(row) => row.id}
      rowActionsLabel={(row) => `Actions for ${row.name}`}
      rowActions={() => [
        { label: 'View', onSelect: () => undefined },
        { label: 'Eat', onSelect: () => undefined },
      ]}
    />
  );
}

function standIn(name: string) {
  const button = screen.getByRole('button', { name: `Actions for ${name}` });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  return button;
}

describe('row menus', () => {
  it('are not mounted until their button is used, not even once the rows have settled', async () => {
    const { rerender } = render(<Fruits />);
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(2));
    expect(menus()).toBe(0);
    standIn('Apple');
    // Focus alone brings no menu: tabbing through a page of rows stays cheap.
    standIn('Banana').focus();
    rerender(<Fruits rows={[...fruits, { id: 'c', name: 'Cherry' }]} />);
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(3));
    expect(menus()).toBe(0);
    expect(standIn('Banana')).toHaveFocus();
  });

  it('a press opens the menu, whose button stays after it closes', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(standIn('Banana'));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAccessibleName('Actions for Banana');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Eat']);
    const button = screen.getByRole('button', { name: 'Actions for Banana' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menus()).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();
    await user.click(button);
    expect(await screen.findByRole('menu')).toHaveAccessibleName('Actions for Banana');
  });

  it('Enter opens it on its first item, the arrow up on its last', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Fruits />);
    standIn('Banana').focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveAttribute('data-focus'),
    );
    unmount();
    render(<Fruits />);
    standIn('Apple').focus();
    await user.keyboard('{ArrowUp}');
    const last = await screen.findByRole('menu');
    expect(last).toHaveAccessibleName('Actions for Apple');
    await waitFor(() =>
      expect(within(last).getByRole('menuitem', { name: 'Eat' })).toHaveAttribute('data-focus'),
    );
  });
});
