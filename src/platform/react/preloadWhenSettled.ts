// Code a page will likely want soon but not yet, fetched once the page has settled. Apart from whenIdle and
// preloadableLazy, which the initial chunk carries: only tools and widgets use these.
import { useEffect } from 'react';
import { whenIdle } from './whenIdle';

/**
 * Runs `task` once the page has settled: a few seconds, or the user's first press of a pointer or key,
 * whichever comes first, and then the browser's next idle moment. For code the page will likely want soon
 * but not yet (a list's detail page, a dialog): run right after the first render, its evaluation became a
 * long task just as a phone's user started to read and scroll (Lighthouse counted it in Coupa's blocking
 * time once the list itself rendered faster). A press says what they want may come next; the
 * idle moment after it keeps the fetch from competing with what the press itself does.
 */
export function whenSettled(task: () => void, settleMs = 5_000): () => void {
  let cancelIdle: (() => void) | undefined;
  const settled = () => {
    stopWaiting();
    cancelIdle ??= whenIdle(task);
  };
  const stopWaiting = () => {
    clearTimeout(timer);
    window.removeEventListener('pointerdown', settled, true);
    window.removeEventListener('keydown', settled, true);
  };
  const timer = setTimeout(settled, settleMs);
  window.addEventListener('pointerdown', settled, true);
  window.addEventListener('keydown', settled, true);
  return () => {
    stopWaiting();
    cancelIdle?.();
  };
}

/**
 * Fetches a chunk the page is likely to open next (a list's detail page, a dialog) once the page has settled,
 * or at the user's first press (whenSettled), while `when` holds: the first open is then instant or nearly,
 * and neither the page's first paint nor its first moments of reading wait on it.
 */
export function usePreloadWhenSettled(target: { preload: () => Promise<unknown> }, when = true): void {
  useEffect(
    () => (when ? whenSettled(() => void target.preload().catch(() => undefined)) : undefined),
    [target, when],
  );
}
