import { MenuItems } from '@headlessui/react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from './cx';

/** Between the button and the menu, and kept between the menu and the window's edges. */
const GAP = 4;
const MARGIN = 8;

interface Place {
  top: number;
  right: number;
}

/** Under the button (above it when there is no room under it), right edges aligned, inside the window. */
function placeBy(button: HTMLElement | null, height: number): Place | null {
  const box = button?.getBoundingClientRect();
  if (!box) return null;
  const under = box.bottom + GAP;
  const above = box.top - GAP - height;
  const top = under + height > window.innerHeight - MARGIN && above >= MARGIN ? above : under;
  return { top, right: Math.max(MARGIN, document.documentElement.clientWidth - box.right) };
}

/**
 * A menu's items (headlessui MenuItems, open), fixed to the window by their button: a table's scroll box
 * never clips them, and they stay where the menu is in the page, inside its landmark. headlessui's `anchor`
 * does the placing too, but always portals the items to the end of <body>, outside every landmark (axe:
 * region), and its default modal mode hid the rest of the page (aria-hidden on <main>: no main landmark,
 * no h1). Not modal: outside presses and Escape close the menu. Scrolling or resizing moves them with the
 * button (a scroll that brought the button into view may end just after the press that opened the menu).
 * Mount it only while the menu is open.
 */
export function FixedMenuItems({
  button,
  className,
  children,
}: {
  button: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const items = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place>(() => placeBy(button.current, 0) ?? { top: 0, right: MARGIN });

  const follow = useCallback(() => {
    const next = placeBy(button.current, items.current?.offsetHeight ?? 0);
    if (next)
      setPlace((current) => (current.top === next.top && current.right === next.right ? current : next));
  }, [button]);

  // Its height known, before the first paint: above the button when there is no room under it.
  useLayoutEffect(follow, [follow]);

  useEffect(() => {
    const options = { capture: true, passive: true };
    window.addEventListener('scroll', follow, options);
    window.addEventListener('resize', follow, options);
    return () => {
      window.removeEventListener('scroll', follow, options);
      window.removeEventListener('resize', follow, options);
    };
  }, [follow]);

  return (
    <MenuItems static modal={false} ref={items} style={place} className={cx('fixed', className)}>
      {children}
    </MenuItems>
  );
}
