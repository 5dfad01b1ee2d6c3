import { expect, isolatedTest as test } from '../support/test';
import { INACTIVITY_OVERRIDE_KEY } from '../../../src/platform/react/inactivitySettings';
import { expectAxeClean } from '../support/axe';
import { signInFromHome } from '../support/signIn';

// Shortened durations, reached by moving the page's clock rather than by waiting: the warning's grace is
// never a race between a busy machine and a click, and the test does not sit through it.
const IDLE = { timeoutMs: 60_000, graceMs: 60_000 };

test('the inactivity warning appears, then the user is signed out (shortened durations)', async ({
  page,
}) => {
  // The page's timers and Date run on Playwright's clock (at the real pace until moved on).
  await page.clock.install();
  // The override is read from local storage when the signed-in session starts; it can only shorten.
  await page.addInitScript(
    ([key, durations]) => localStorage.setItem(key as string, JSON.stringify(durations)),
    [INACTIVITY_OVERRIDE_KEY, IDLE] as const,
  );
  await signInFromHome(page, 'client');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, client');

  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await page.clock.fastForward(IDLE.timeoutMs);
  await expect(warning).toBeVisible();
  await expectAxeClean(page, 'the inactivity warning');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  await page.clock.fastForward(IDLE.timeoutMs);
  await expect(warning).toBeVisible();
  // Signed out once the grace has run out, then the signed-out home paints.
  await page.clock.fastForward(IDLE.graceMs);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You were signed out after a period of inactivity.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('llts.auth.session'))).toBeNull();
});
