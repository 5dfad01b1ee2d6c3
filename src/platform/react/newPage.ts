// A step that replaces a page's whole content while the address stays (the success page after a submit, a
// quote's answer) is a new page to its reader. The shell owns what a page change does (its top in view,
// focus on the new heading: src/shell/routing/pageChange.ts); a tool tells it here, as a link would.
import { useEffect, useRef } from 'react';

let count = 0;
const listeners = new Set<() => void>();

/** How many in-place page changes there have been (the shell's external store). */
export const newPageCount = (): number => count;

export function subscribeToNewPages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Announces a new page whenever `step` changes (compared with Object.is), not on the first render: the
 * page that opened has had its page change already.
 */
export function useNewPageOn(step: unknown): void {
  const shown = useRef(step);
  useEffect(() => {
    if (Object.is(shown.current, step)) return;
    shown.current = step;
    count += 1;
    for (const listener of listeners) listener();
  }, [step]);
}
