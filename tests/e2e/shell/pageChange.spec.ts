import { expect, test } from '@playwright/test';
import { openPortal } from '../support/backend';

test('a page change names the tab and moves focus to the new heading, but not on the first load', async ({
  page,
}) => {
  await openPortal(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Language Services Portal');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeFocused();
  await expect(page).toHaveTitle('Home · Language Services Portal');

  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await expect(page).toHaveTitle('Sign in · Language Services Portal');

  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the document language follows the variant', async ({ page }) => {
  await openPortal(page, '/uk/consoleHelp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await openPortal(page, '/consoleHelp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
