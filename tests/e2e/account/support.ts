// Account settings from the user menu, as a user opens them; the drawer's locator.
import { expect, type Page } from '@playwright/test';
import { FIRST_PAINT_MS } from '../support/timeouts';

export async function openAccountSettings(page: Page, username: string) {
  await page.getByRole('banner').getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Account settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Account settings' });
  await expect(drawer.getByRole('tab', { name: 'Profile' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  return drawer;
}

export async function signOut(page: Page, username: string) {
  await page.getByRole('banner').getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
}
