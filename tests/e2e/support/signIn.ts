// Signing in as a demo persona through the portal's own form (the path real users take), against the
// embedded fixtures' Cognito emulation. Personas and their password: fixtures/data/personas.ts, README.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../fixtures/data/personas';
import { holdsDemoData, openPortal, resetFixtures } from './backend';
import { FIRST_PAINT_MS } from './timeouts';

/** Fills and submits the sign-in form. */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Waits for what follows a successful password step: the header's menu for the user, or the authenticator
 * code for an MFA persona. The first paint after a sign-in is the slowest of the suite (see timeouts.ts).
 */
export async function signedIn(page: Page, username: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: username, exact: true });
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(menu.or(code)).toBeVisible({ timeout: FIRST_PAINT_MS });
}

/**
 * From the home on the seed: Sign in, the form, and the page after it. A test's own context starts on the
 * seed, and the sign-in starts the demo backend; a context that already holds demo data is reset first.
 */
export async function signInFromHome(page: Page, username: string): Promise<void> {
  if (await holdsDemoData(page)) {
    await openPortal(page, '/');
    await resetFixtures(page);
  } else {
    await page.goto('/');
  }
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2F$/);
  await submitSignIn(page, username);
  await signedIn(page, username);
}

/** The ids of the home's tool cards, in order. */
export function tileIds(page: Page): Promise<Array<string | undefined>> {
  return page
    .getByRole('list', { name: 'Your Tools' })
    .locator('li[data-tool-id]')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.toolId));
}
