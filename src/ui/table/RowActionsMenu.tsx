import { Menu, MenuButton, MenuItem } from '@headlessui/react';
import { useRef } from 'react';
import { cx } from '../cx';
import { FixedMenuItems } from '../FixedMenuItems';
import type { RowAction } from './types';

function DotsIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
      <circle cx="10" cy="4" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="10" cy="16" r="1.6" />
    </svg>
  );
}

/**
 * The actions of one row behind a button (headlessui Menu: Enter/Space open it, arrows move, Escape closes
 * and returns focus). Disabled actions stay listed so the user sees they exist but do not apply.
 *
 * The items mount only while the menu is open: a closed MenuItems still ran its positioning, sizing and focus
 * hooks, for every row of a page, on every page or filter change. They are fixed under the button, so the
 * table's scroll box does not clip them, and stay in the page (FixedMenuItems says why).
 */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu>
      {({ open }) => (
        <>
          <MenuButton
            ref={button}
            aria-label={label}
            className="rounded-md p-1.5 text-slate-600 hover:bg-primary-50 hover:text-primary-800 data-open:bg-primary-50"
          >
            <DotsIcon />
          </MenuButton>
          {open ? (
            <FixedMenuItems
              button={button}
              className="z-30 min-w-40 rounded-md border border-slate-200 bg-white py-1 text-left text-sm shadow-lg focus:outline-none"
            >
              {actions.map((action) => (
                <MenuItem key={action.label} disabled={action.disabled}>
                  <button
                    type="button"
                    onClick={() => {
                      if (!action.disabled) action.onSelect();
                    }}
                    className={cx(
                      'block w-full px-4 py-2 text-left text-slate-800',
                      'data-focus:bg-primary-50 data-focus:text-primary-900 data-disabled:cursor-not-allowed data-disabled:text-slate-400',
                    )}
                  >
                    {action.label}
                  </button>
                </MenuItem>
              ))}
            </FixedMenuItems>
          ) : null}
        </>
      )}
    </Menu>
  );
}
