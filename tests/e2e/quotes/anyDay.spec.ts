import { expect, isolatedTest as test } from '../support/test';
import { openPortal } from '../support/backend';

// The demo is valid whatever day it runs: the page compares deadlines with the browser's clock, so the demo
// backend must date its seed from the same clock, not from a fixed seed date.
test('aq-ready is answerable with the browser clock a year ahead of the seed date', async ({ page }) => {
  await page.clock.install({ time: new Date('2027-11-23T12:00:00Z') });
  await openPortal(page, '/quotes/aq-ready'); // a fresh browser context: first start of the demo backend
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
  await expect(page.getByText('Employee handbook 2024')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This quote has expired' })).toHaveCount(0);
});
