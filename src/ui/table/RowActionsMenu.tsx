import { Menu, MenuButton, MenuItem } from '@headlessui/react';
import { useLayoutEffect, useRef, useState } from 'react';
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

const BUTTON_CLASSES =
  'rounded-md p-1.5 text-slate-600 hover:bg-primary-50 hover:text-primary-800 data-open:bg-primary-50';

/** How the stand-in was used: the menu opens the same way once it is there. */
type Wake = 'press' | 'keyboard' | 'last';

/**
 * The actions of one row behind a button (headlessui Menu: Enter/Space open it, arrows move, Escape closes
 * and returns focus). Disabled actions stay listed so the user sees they exist but do not apply.
 *
 * The menu mounts when its row's button is first used: a page of rows, each with a menu's state,
 * positioning, focus and press hooks, was most of the work between a page or filter change and its rows on
 * screen, and unmounting them most of the next change's. Until then a plain button of the same look, name
 * and popup role stands in; a press, Enter, Space or an arrow on it brings the menu, which takes the focus
 * and opens as it was asked.
 */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const [wake, setWake] = useState<Wake>();
  if (!wake) return <StandIn label={label} onWake={setWake} />;
  return <LiveMenu label={label} actions={actions} wake={wake} />;
}

function StandIn({ label, onWake }: { label: string; onWake: (wake: Wake) => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={BUTTON_CLASSES}
      // Enter and Space click with no pointer: the menu then opens on its first item, as from the keyboard.
      onClick={(event) => onWake(event.detail === 0 ? 'keyboard' : 'press')}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        onWake(event.key === 'ArrowDown' ? 'keyboard' : 'last');
      }}
    >
      <DotsIcon />
    </button>
  );
}

function LiveMenu({ label, actions, wake }: { label: string; actions: readonly RowAction[]; wake: Wake }) {
  const button = useRef<HTMLButtonElement>(null);
  // Once, on mount: what the stand-in was asked, done by the menu's own button.
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    element.focus();
    if (wake === 'press') element.click();
    else
      element.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: wake === 'last' ? 'ArrowUp' : 'Enter',
          bubbles: true,
          cancelable: true,
        }),
      );
  }, [wake]);
  return (
    <Menu>
      {({ open }) => (
        <>
          <MenuButton ref={button} aria-label={label} className={BUTTON_CLASSES}>
            <DotsIcon />
          </MenuButton>
          {open ? (
            <FixedMenuItems
              button={button}
              className="z-30 min-w-40 rounded-md border border-slate-200 bg-white py-1 text-start text-sm shadow-lg focus:outline-none"
            >
              {actions.map((action) => (
                <MenuItem key={action.label} disabled={action.disabled}>
                  <button
                    type="button"
                    onClick={() => {
                      if (!action.disabled) action.onSelect();
                    }}
                    className={cx(
                      'block w-full px-4 py-2 text-start text-slate-800',
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
