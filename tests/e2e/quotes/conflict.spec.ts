import { expect, test } from '../support/test';
import { injectFault, openOnSeed } from '../support/backend';

test('a 409 on accept shows Conflict error and keeps what was typed', async ({ page }) => {
  await openOnSeed(page, '/quotes/aq-ready');
  await injectFault(page, { method: 'POST', path: '/jobRequests/*/actions/acceptAutoQuote', status: 409 });
  await page.getByRole('checkbox', { name: /agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to pay?' });
  await dialog.getByRole('radio', { name: 'Bill to an account' }).click();
  await dialog.getByLabel('Client id number').fill('C-409');
  await dialog.getByRole('button', { name: 'Accept quote' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Conflict error');
  await expect(dialog.getByRole('radio', { name: 'Bill to an account' })).toBeChecked();
  await expect(dialog.getByLabel('Client id number')).toHaveValue('C-409');
  // The fault was a one-off: trying again goes through.
  await dialog.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your quote is accepted' })).toBeVisible();
});
