import { expect, test } from '@playwright/test';
import { INACTIVITY_OVERRIDE_KEY } from '../../../src/platform/react/inactivitySettings';
import { signInFromHome } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

// Short enough for a test, but the grace leaves a loaded machine time to notice the warning and click.
const IDLE = { timeoutMs: 3_000, graceMs: 10_000 };

test('the inactivity warning appears, then the user is signed out (shortened durations)', async ({
  page,
}) => {
  // The override is read from local storage when the signed-in session starts; it can only shorten.
  await page.addInitScript(
    ([key, durations]) => localStorage.setItem(key as string, JSON.stringify(durations)),
    [INACTIVITY_OVERRIDE_KEY, IDLE] as const,
  );
  await signInFromHome(page, 'client');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, client');

  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  await expect(warning).toBeVisible();
  // Signed out once the grace has run out, then the signed-out home paints.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible({
    timeout: IDLE.graceMs + FIRST_PAINT_MS,
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You were signed out after a period of inactivity.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('llts.auth.session'))).toBeNull();
});
