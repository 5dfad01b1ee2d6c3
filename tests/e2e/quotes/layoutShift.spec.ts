// Issue 19, item 4: nothing on the quote page moves when the quote arrives (CLS ≤ 0.02, desktop and phone):
// a skeleton of the quote card holds its place while the quote loads.
import { expect, test } from '@playwright/test';
import { openOnSeed } from '../support/backend';
import { layoutShifts, recordLayoutShifts } from '../support/layoutShift';
import { FIRST_PAINT_MS } from '../support/timeouts';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
  { name: 'phone', viewport: { width: 412, height: 823 } },
];

for (const { name, viewport } of VIEWPORTS) {
  test(`the quote page does not shift as the quote arrives (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      await recordLayoutShifts(page);
      await openOnSeed(page, '/quotes/aq-ready');
      await expect(page.getByTestId('quote-total')).toHaveText('$810.00', { timeout: FIRST_PAINT_MS });
      await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
      const shifts = await layoutShifts(page);
      expect(shifts.total, shifts.sources.join('\n')).toBeLessThanOrEqual(0.02);
    } finally {
      await context.close();
    }
  });
}
