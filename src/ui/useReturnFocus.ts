import { useEffect, useState } from 'react';

/**
 * Puts focus back on the element that had it when a dialog opened, once the dialog has closed, if nothing
 * else took it (focus left on the page's body). headlessui returns focus through a history of focused
 * elements kept by a listener its focus-trap module installs when it loads: a dialog whose code loaded
 * after the user focused its opener (a lazily loaded dialog opened straight away) found no opener, and a
 * keyboard user was sent back to the top of the page.
 */
export function useReturnFocus(open: boolean): void {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // Starts closed, so a dialog mounted already open (a lazy one) records its opener too. Read while
  // rendering the opening: the dialog only moves focus once it is committed.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const active = document.activeElement;
      setOpener(active instanceof HTMLElement && active !== document.body ? active : null);
    }
  }
  useEffect(() => {
    if (open || !opener) return undefined;
    // After headlessui's own attempt (a microtask once its trap unmounts).
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if ((!active || active === document.body) && opener.isConnected) opener.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open, opener]);
}
