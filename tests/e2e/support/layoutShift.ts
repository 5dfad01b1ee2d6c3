// Cumulative layout shift of a page load, as the browser reports it (PerformanceObserver 'layout-shift',
// shifts right after user input excluded, as in CLS). Install before navigating; read once the page settled.
import type { Page } from '@playwright/test';

interface ShiftWindow {
  __layoutShift: { total: number; sources: string[]; observer: PerformanceObserver };
}

/** Starts summing layout shifts on every document the page loads from now on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = {
      total: 0,
      sources: [] as string[],
      observer: undefined as unknown as PerformanceObserver,
    };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node }>;
      }>) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | undefined;
          record.sources.push(
            `${entry.value.toFixed(4)} ${node?.nodeName ?? '?'}.${String(node?.className ?? '').slice(0, 60)}`,
          );
        }
      }
    };
    record.observer = new PerformanceObserver((list) => add(list.getEntries()));
    record.observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as ShiftWindow).__layoutShift = record;
  });
}

/** The shifts so far on the current document: their sum, and what moved (for a failure's message). */
export function layoutShifts(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(async () => {
    // Two frames: a shift of the last render is reported after the frame that painted it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const record = (window as unknown as ShiftWindow).__layoutShift;
    for (const entry of record.observer.takeRecords() as unknown as Array<{
      value: number;
      hadRecentInput: boolean;
    }>) {
      if (!entry.hadRecentInput) record.total += entry.value;
    }
    return { total: record.total, sources: record.sources };
  });
}
