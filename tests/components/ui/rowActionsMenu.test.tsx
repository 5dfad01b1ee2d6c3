// A page of rows paints before its row menus mount (each menu's hooks were most of a page change's work);
// a stand-in used in that moment brings its menu at once, opened as it was asked.
import { render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
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

function Fruits({ onCommit }: { onCommit?: (menus: number) => void }) {
  return (
    <>
      <DataTable<Fruit>
        caption="Fruits"
        columns={[{ id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true }]}
        rows={fruits}
        rowKey={(row) => row.id}
        rowActionsLabel={(row) => `Actions for ${row.name}`}
        rowActions={() => [
          { label: 'View', onSelect: () => undefined },
          { label: 'Eat', onSelect: () => undefined },
        ]}
      />
      {onCommit ? <CommitProbe onCommit={onCommit} /> : null}
    </>
  );
}

/** Reports, in the commit that shows the rows, how many menus the page holds. */
function CommitProbe({ onCommit }: { onCommit: (menus: number) => void }) {
  useLayoutEffect(() => {
    onCommit(menus());
  }, [onCommit]);
  return null;
}

describe('row menus', () => {
  it('mount after the rows they belong to are on the page', () => {
    const commits: number[] = [];
    render(<Fruits onCommit={(count) => commits.push(count)} />);
    // The commit that showed the rows had stand-ins; the deferred pass brought the menus.
    expect(commits).toEqual([0]);
    expect(menus()).toBe(2);
    expect(screen.getByRole('button', { name: 'Actions for Apple' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  describe('used before the deferred pass', () => {
    // Outside act, which would run the deferred pass before any press could reach a stand-in.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    let unmount = () => undefined as void;
    afterEach(() => {
      unmount();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    });

    function renderStandIns() {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      const container = document.body.appendChild(document.createElement('div'));
      const root = createRoot(container);
      flushSync(() => root.render(<Fruits />));
      unmount = () => {
        root.unmount();
        container.remove();
      };
      const standIn = screen.getByRole('button', { name: 'Actions for Banana' });
      expect(menus()).toBe(0);
      expect(standIn).toHaveAttribute('aria-expanded', 'false');
      return standIn;
    }

    it('a press opens the menu', async () => {
      renderStandIns().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
      const menu = await screen.findByRole('menu');
      expect(menu).toHaveAccessibleName('Actions for Banana');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['View', 'Eat']);
      expect(screen.getByRole('button', { name: 'Actions for Banana' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    it('Enter opens it on its first item, the arrow up on its last', async () => {
      renderStandIns().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
      const menu = await screen.findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveAttribute('data-focus'),
      );
      unmount();
      const standIn = renderStandIns();
      standIn.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
      const last = await screen.findByRole('menu');
      await waitFor(() =>
        expect(within(last).getByRole('menuitem', { name: 'Eat' })).toHaveAttribute('data-focus'),
      );
    });

    it('the focus a stand-in had moves to its menu button', async () => {
      renderStandIns().focus();
      await waitFor(() => expect(menus()).toBe(2));
      expect(screen.getByRole('button', { name: 'Actions for Banana' })).toHaveFocus();
    });
  });
});
