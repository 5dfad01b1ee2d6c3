// The page's "now". With a real API it is the browser's clock. In demo mode the demo backend's clock can
// be moved (the footer's demo panel): the page then reads the same time as its backend, so a quote past
// its deadline shows expired on the page as it is refused by the backend. The web entry and the panel set
// the offset; pages that compare dates with "now" read it here.
import { useSyncExternalStore } from 'react';

let offsetMs = 0;
const listeners = new Set<() => void>();

/** The demo backend's clock minus the browser's, in ms (0: the two agree). */
export function setDemoClockOffset(ms: number): void {
  // Under a second is the tick between two readings, not a move of the clock.
  const next = Math.abs(ms) < 1_000 ? 0 : ms;
  if (next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** Epoch ms of the page's "now". */
export const pageNow = (): number => Date.now() + offsetMs;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The page's "now" at this render; the component renders again when the demo clock is moved. */
export function usePageNow(): number {
  const offset = useSyncExternalStore(subscribe, () => offsetMs);
  return Date.now() + offset;
}
