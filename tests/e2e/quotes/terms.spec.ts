import { expect, test } from '../support/test';
import { openOnSeed } from '../support/backend';

test('the terms dialog opens and closes with the keyboard', async ({ page }) => {
  await openOnSeed(page, '/quotes/aq-ready');
  const link = page.getByRole('button', { name: 'Read the Terms and Conditions' });
  // Keyboard only: tab from the agreement checkbox to the terms link.
  await page.getByRole('checkbox', { name: /agree to the Terms/ }).focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(10);
  await expect(dialog).toContainText('1.5% per month (18% per year)');
  // The scrolling text is reachable by keyboard, under its own name.
  await expect(dialog.getByRole('region', { name: 'Terms and Conditions text' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  // Again, closing with the Close button reached by keyboard.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
});
