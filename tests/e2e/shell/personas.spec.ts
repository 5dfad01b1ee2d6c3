import { expect, test } from '../support/test';
import { APPLICATION_IDS } from '../../../src/platform/domain/enums';
import { COMMON_MESSAGES } from '../../../src/platform/http/catalogue';
import { openPortal, resetFixtures } from '../support/backend';
import { signInFromHome, submitSignIn, tileIds } from '../support/signIn';
import { choose } from '../support/choose';

// Signing in through the form as a client and as staff, and the home that follows. Every persona's exact
// tiles and greeting: tests/components/shell/personaTiles.test.tsx (the same table, without the sign-in).
const EXPECTED: Record<string, { greeting: string; tiles: string[] }> = {
  client: { greeting: 'client', tiles: [...APPLICATION_IDS] },
  admin: {
    greeting: 'admin',
    tiles: [
      'dashboard',
      'createProject',
      'xtrfDashboard',
      'invoices',
      'llsInterpretingService',
      'consoleHelp',
      'reports',
    ],
  },
};

for (const [username, expected] of Object.entries(EXPECTED)) {
  test(`${username} signs in and sees exactly their tiles`, async ({ page }) => {
    await signInFromHome(page, username);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome Back, ${expected.greeting}`);
    await expect.poll(() => tileIds(page)).toEqual(expected.tiles);
  });
}

test('noapps signs in and is told there are no applications', async ({ page }) => {
  await signInFromHome(page, 'noapps');
  await expect(page.getByText('You do not have any applications')).toBeVisible();
  await expect(page.locator('li[data-tool-id]')).toHaveCount(0);
});

test('noclient must choose an organisation first, then sees their tiles', async ({ page }) => {
  await signInFromHome(page, 'noclient');
  await expect(page.getByRole('heading', { name: 'Choose your organisation' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await choose(page, page, 'Organisation', 'Globex Industries');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => tileIds(page)).toEqual(['createProject']);
});

test("a wrong password shows the identity service's message", async ({ page }) => {
  await openPortal(page, '/signIn');
  await resetFixtures(page);
  await submitSignIn(page, 'client', 'not-the-password');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(/incorrect|password/i);
  await expect(alert).not.toHaveText(COMMON_MESSAGES.signInFailed);
  await expect(page).toHaveURL(/\/signIn/);
});
