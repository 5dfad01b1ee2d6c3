// What a progress bar showed while an action ran, recorded in the page as it changes. A state that lasts
// as long as a request (an upload's 95 % cap) may be over before a test's next poll on a busy machine;
// the page's own observer sees every value.
import type { Page } from '@playwright/test';

type Recorded = Record<string, Array<{ value: number; text: string }>>;

/**
 * Starts recording the progress bar named `label` (its aria-valuenow, and the text of the element around it
 * given by `around`, if any); call before the action. Returns a reader of the values seen so far.
 */
export async function recordProgress(page: Page, label: string, around?: string) {
  await page.evaluate(
    ([name, container]) => {
      const all = ((window as { __progress?: Recorded }).__progress ??= {});
      const seen = (all[name!] = [] as Recorded[string]);
      const look = () => {
        const bar = document.querySelector(`[role="progressbar"][aria-label="${name}"]`);
        if (!bar) return;
        const value = Number(bar.getAttribute('aria-valuenow'));
        const text = container ? (bar.closest(container)?.textContent ?? '') : '';
        const last = seen.at(-1);
        if (last?.value !== value || last.text !== text) seen.push({ value, text });
      };
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    },
    [label, around] as const,
  );
  return () => page.evaluate((name) => (window as { __progress?: Recorded }).__progress?.[name] ?? [], label);
}
