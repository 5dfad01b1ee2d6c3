// Sessions in one tab on the embedded fixtures: sign out and in again without a reload, sign out of all
// devices, and a session the identity service will not renew.
import { expect, test, type Page } from '../support/test';
import { injectFault } from '../support/backend';
import { signedIn, signInFromHome, submitSignIn, tileIds } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

async function chooseFromMenu(page: Page, username: string, item: string) {
  await page.getByRole('banner').getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('signs out and in again as the same user without a reload: the tools load', async ({ page }) => {
  await signInFromHome(page, 'client');
  await expect.poll(() => tileIds(page), { timeout: FIRST_PAINT_MS }).toContain('reports');

  await chooseFromMenu(page, 'client', 'Sign out');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitSignIn(page, 'client');
  await signedIn(page, 'client');
  await expect(page.getByRole('list', { name: 'Your Tools' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect.poll(() => tileIds(page)).toContain('reports');
  await expect(page.getByText('Loading your tools…')).toHaveCount(0);
});

test('sign out of all devices ends the session and goes to the root', async ({ page }) => {
  await signInFromHome(page, 'employee');
  await chooseFromMenu(page, 'employee', 'Sign out of all devices');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('llts.auth.session'))).toBeNull();
  // The identity service was told: every session of the user ended there.
  const operations = () =>
    page.evaluate(async () => {
      const entries = (await (await fetch('/__fixtures/journal')).json()) as Array<{ operation?: string }>;
      return entries.map((entry) => entry.operation).filter(Boolean);
    });
  await expect.poll(operations).toEqual(expect.arrayContaining(['GlobalSignOut', 'RevokeToken']));
});

test('a session that cannot be renewed lands on sign-in with a notice, and comes back after', async ({
  page,
}) => {
  await signInFromHome(page, 'client');
  await expect.poll(() => tileIds(page), { timeout: FIRST_PAINT_MS }).toContain('reports');
  // The identity service refuses the next refresh, and this tab's clock has moved past the id token's hour.
  await injectFault(page, {
    method: 'POST',
    path: '/cognito/**',
    status: 400,
    body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
  });
  await page.evaluate(() => {
    const key = 'llts.auth.session';
    const session = JSON.parse(localStorage.getItem(key)!) as { clockDriftMs: number };
    localStorage.setItem(
      key,
      JSON.stringify({ ...session, clockDriftMs: session.clockDriftMs - 2 * 3600 * 1000 }),
    );
    // An in-app navigation (no reload: the fault lives in this page's backend) to a page that calls the API.
    history.pushState(null, '', '/quotes/aq-ready');
  });

  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2Fquotes%2Faq-ready$/);
  await submitSignIn(page, 'client');
  await expect(page).toHaveURL(/\/quotes\/aq-ready$/, { timeout: FIRST_PAINT_MS });
  await expect(page.getByText('Your session has expired. Please sign in again.')).toHaveCount(0);
});
