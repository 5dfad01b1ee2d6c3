import { expect, test } from '../support/test';
import { openOnSeed } from '../support/backend';

test('rejecting aq-ready with a reason', async ({ page }) => {
  await openOnSeed(page, '/b-east/quotes/aq-ready');
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this quote' });
  await dialog.getByLabel('Reason (optional)').fill('  Budget moved to next quarter  ');
  await dialog.getByRole('button', { name: 'Reject quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote has been rejected' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/b-east');
  await page.reload();
  await expect(page.getByText('This quote has been rejected.')).toBeVisible();
});
