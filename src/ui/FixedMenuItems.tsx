import { MenuItems } from '@headlessui/react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cx } from './cx';

/** Between the button and the menu, and kept between the menu and the window's edges. */
const GAP = 4;
const MARGIN = 8;

interface Place {
  top: number;
  right: number;
}

/** Under the button, right edges aligned, inside the window. */
function placeUnder(button: HTMLElement | null): Place {
  const box = button?.getBoundingClientRect();
  if (!box) return { top: 0, right: MARGIN };
  return { top: box.bottom + GAP, right: Math.max(MARGIN, document.documentElement.clientWidth - box.right) };
}

/**
 * A menu's items (headlessui MenuItems, open), fixed to the window under their button: a table's scroll box
 * never clips them, and they stay where the menu is in the page, inside its landmark. headlessui's `anchor`
 * does the placing too, but always portals the items to the end of <body>, outside every landmark (axe:
 * region), and its default modal mode hid the rest of the page (aria-hidden on <main>: no main landmark,
 * no h1). Not modal: outside presses and Escape still close the menu; so do scrolling and resizing, which
 * would leave it behind its button. Mount it only while the menu is open (its place is taken on mount).
 */
export function FixedMenuItems({
  button,
  close,
  className,
  children,
}: {
  button: RefObject<HTMLElement | null>;
  /** The Menu's close (its render prop). */
  close: () => void;
  className?: string;
  children: ReactNode;
}) {
  const items = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState(() => placeUnder(button.current));

  // Above the button when there is no room under it (a table's last rows), before the first paint.
  useLayoutEffect(() => {
    const box = button.current?.getBoundingClientRect();
    const height = items.current?.offsetHeight ?? 0;
    if (!box || box.bottom + GAP + height <= window.innerHeight - MARGIN) return;
    if (box.top - GAP - height >= MARGIN)
      setPlace((current) => ({ ...current, top: box.top - GAP - height }));
  }, [button]);

  useEffect(() => {
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [close]);

  return (
    <MenuItems static modal={false} ref={items} style={place} className={cx('fixed', className)}>
      {children}
    </MenuItems>
  );
}
