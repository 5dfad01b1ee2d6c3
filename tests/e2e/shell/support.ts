// Shared steps of the shell's end-to-end tests against the built app in fixture mode.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../fixtures/data/personas';

/** Opens a page and waits until the app has started its embedded backend (the MSW worker). */
export async function openPortal(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-backend-ready', 'true');
}

/** Back to the seed: state, clock, faults and journal of the fixture backend. */
export async function resetFixtures(page: Page) {
  const status = await page.evaluate(
    async () => (await fetch('/__fixtures/reset', { method: 'POST' })).status,
  );
  expect(status).toBe(200);
}

/** Fills the portal's own sign-in form (the path that real users take). */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInFromHome(page: Page, username: string) {
  await openPortal(page, '/');
  await resetFixtures(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2F$/);
  await submitSignIn(page, username);
}

/** The ids of the home's tool cards, in order. */
export function tileIds(page: Page) {
  return page
    .getByRole('list', { name: 'Your Tools' })
    .locator('li[data-tool-id]')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.toolId));
}
