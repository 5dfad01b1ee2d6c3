import { expect, test } from '../support/test';
import { openOnSeed } from '../support/backend';

test.describe('auto-quote deep link', () => {
  test('opens aq-ready under a branch prefix, without signing in', async ({ page }) => {
    await openOnSeed(page, '/b-east/quotes/aq-ready');
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
    await expect(page).toHaveURL(/\/b-east\/quotes\/aq-ready$/);
    await expect(page.getByText('Employee handbook 2024')).toBeVisible();
    // Targets sorted by name; 36 pages over 3 targets at 22.50 = 270.00 each, 810.00 in total.
    const targets = page.getByRole('button', { name: /French|German|Spanish/ });
    await expect(targets).toHaveCount(3);
    await expect(page.getByText('French (France), German, Spanish (Spain)')).toBeVisible();
    await expect(targets.nth(0)).toContainText('French (France)');
    await expect(targets.nth(1)).toContainText('German');
    await expect(targets.nth(2)).toContainText('Spanish (Spain)');
    await targets.first().click();
    await expect(page.getByText('Translation (English (United States) → French (France))')).toBeVisible();
    await expect(page.getByText('$270.00').first()).toBeVisible();
    await expect(page.getByTestId('quote-total')).toHaveText('$810.00');
    await expect(page.getByText(/Quotes are valid for 30 days unless otherwise stated/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quote issued by' })).toContainText('New York, NY 10013');
  });

  test('shows the UK address and EUR formatting in the UK variant', async ({ page }) => {
    await openOnSeed(page, '/uk/quotes/aq-ready-eur');
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
    // 48 × 19.90 = 955.20, in de-DE money format.
    await expect(page.getByTestId('quote-total')).toHaveText(/^955,20\s€$/);
    await expect(page.getByRole('region', { name: 'Quote issued by' })).toContainText('London EC2M 7EB');
  });

  test('fits a 375 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openOnSeed(page, '/quotes/aq-ready');
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an unknown id shows the error page with a way home', async ({ page }) => {
    await openOnSeed(page, '/quotes/no-such-quote');
    await expect(page.getByRole('heading', { name: 'We could not open this quote' })).toBeVisible();
    // The catalogue's text: the server's message with its error code.
    await expect(page.getByText(/not found \[Error code: \w+\]/i)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
  });
});
