import { expect, test } from '@playwright/test';
import { INACTIVITY_OVERRIDE_KEY } from '../../../src/platform/react/inactivitySettings';
import { signInFromHome } from './support';

test('the inactivity warning appears, then the user is signed out (shortened durations)', async ({
  page,
}) => {
  // The override is read from local storage when the signed-in session starts; it can only shorten.
  await page.addInitScript(
    ([key]) => localStorage.setItem(key, JSON.stringify({ timeoutMs: 3_000, graceMs: 3_000 })),
    [INACTIVITY_OVERRIDE_KEY],
  );
  await signInFromHome(page, 'client');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, client');

  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible({ timeout: 10_000 });
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  await expect(warning).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You were signed out after a period of inactivity.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('llts.auth.session'))).toBeNull();
});
