import { expect, test } from '../support/test';
import { openSignedIn } from '../support/signedIn';
import { choose } from '../support/choose';

test('tiles open the billing portal, the TMS through its authorization URL, and in-app tools', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'client');
  const config = await (await page.request.get('/config.json')).json();

  await expect(page.getByRole('link', { name: /^Invoices/ })).toHaveAttribute(
    'href',
    config.externalUrls.billingPortal,
  );
  await expect(page.getByRole('link', { name: /^Invoices/ })).toHaveAttribute('target', '_blank');

  // The TMS is outside the sandbox: answer its authorization page locally.
  await context.route('https://tms.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>TMS</h1>' }),
  );
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: /^Project Dashboard/ }).click();
  const tms = await popup;
  await expect.poll(() => tms.url()).toContain('https://tms.example.com/oauth/authorize');
  await tms.close();

  await page.getByRole('link', { name: /^Help & FAQ/ }).click();
  await expect(page).toHaveURL(/\/consoleHelp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: /^AI Translation/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Text translation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Text' })).toBeVisible();
});

test('the footer resets the demo data', async ({ page }) => {
  await openSignedIn(page, 'noclient');
  await choose(page, page, 'Organisation', 'Globex Industries');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your Tools' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('Demo data reset to its starting point.')).toBeVisible();
  // Back to the seed: the organisation has to be chosen again.
  await expect(page.getByRole('heading', { name: 'Choose your organisation' })).toBeVisible();
});
