// A step that replaces a page's whole content while the address stays (the success page after a submit, a
// quote's answer) is a new page to its reader. The shell owns what a page change does (its top in view,
// focus on the new heading: src/shell/routing/pageChange.ts); a tool tells it here, as a link would.
import { atom } from 'jotai';
import { useEffect, useRef } from 'react';
import { platformStore, usePlatformValue } from './platformStore';

/** How many in-place page changes there have been. */
const newPagesAtom = atom(0);

/** The shell's view of it: a change of this number is a page change. */
export const useNewPageCount = (): number => usePlatformValue(newPagesAtom);

/**
 * Announces a new page whenever `step` changes (compared with Object.is), not on the first render: the
 * page that opened has had its page change already.
 */
export function useNewPageOn(step: unknown): void {
  const shown = useRef(step);
  useEffect(() => {
    if (Object.is(shown.current, step)) return;
    shown.current = step;
    platformStore.set(newPagesAtom, (count) => count + 1);
  }, [step]);
}
