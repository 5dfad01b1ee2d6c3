import { expect, test, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { openOnSeed } from '../support/backend';
import { ADDRESS_LABELS as L } from '../../../src/platform/domain/addressLabels';

async function startAccept(page: Page, path: string) {
  await openOnSeed(page, path);
  await page.getByRole('checkbox', { name: /agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to pay?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectAccepted(page: Page, home: string) {
  const title = page.getByRole('heading', { name: 'Thank you, your quote is accepted' });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  // What the buyer files stays on the page: the reference, the total and the PDF.
  await expect(page.getByText('AQ-2024100')).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText('$810.00');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  if (home === '/uk') await expectAxeClean(page, 'the accepted result screen');
  await expect(page.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', home);
  // The backend recorded it: the link now shows the answered quote.
  await page.reload();
  await expect(page.getByText('This quote has been accepted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
}

test.describe('accepting aq-ready', () => {
  test('by credit card', async ({ page }) => {
    const dialog = await startAccept(page, '/b-west/quotes/aq-ready');
    await dialog.getByRole('radio', { name: 'Credit Card' }).click();
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expect(dialog.getByText('Required').first()).toBeVisible();
    await expect(dialog.getByLabel(L.address1)).toBeFocused();
    await dialog.getByLabel(L.address1).fill('1 Main St');
    await dialog.getByLabel(L.city).fill('Albany');
    await dialog.getByLabel(L.zipCode).fill('12207');
    await expect(dialog.getByRole('combobox', { name: L.country })).toHaveValue('United States');
    await dialog.getByRole('combobox', { name: L.province }).fill('New York');
    await page.getByRole('option', { name: 'New York', exact: true }).click();
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expectAccepted(page, '/b-west');
  });

  test('by billing an account', async ({ page }) => {
    const dialog = await startAccept(page, '/quotes/aq-ready');
    await dialog.getByRole('radio', { name: 'Bill to an account' }).click();
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await dialog.getByLabel('Client id number').fill('C-778');
    await dialog.getByLabel('Personal code').fill('PC-1');
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expectAccepted(page, '/');
  });

  test('by direct invoice, in the UK variant', async ({ page }) => {
    const dialog = await startAccept(page, '/uk/quotes/aq-ready');
    await dialog.getByRole('radio', { name: 'Invoice directly' }).click();
    await expect(dialog.getByRole('combobox', { name: L.country })).toHaveValue('United Kingdom');
    await dialog.getByLabel('Billing e-mail').fill('ap@acme.example');
    await dialog.getByLabel('Billing phone').fill('+44 20 7946 0000');
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expectAccepted(page, '/uk');
  });
});
