import { useRef } from 'react';

/**
 * Whether an overlay (a dialog, a drawer) has ever been open: mount it from its first opening on (its code
 * loads then) and keep it mounted, closed, after it, so it can play its closing, return focus to its
 * opener, and keep what was typed in it for the next opening. Remembered without a state update while
 * rendering: it only ever turns true, so a render React discards leaves nothing wrong behind.
 */
export function useMountedOnceOpen(open: boolean): boolean {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current;
}
