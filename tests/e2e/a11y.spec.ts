// Every page and dialog of the portal through axe: fails on any violation, whatever its impact. States are
// reached the way users reach them, and each scan waits for its screen to be shown, never for time.
import { expect, isolatedTest, test, type Page } from './support/test';
import { INACTIVITY_OVERRIDE_KEY } from '../../src/platform/react/inactivitySettings';
import { expectAxeClean } from './support/axe';
import { openOnSeed, openPortal, resetFixtures } from './support/backend';
import { signedIn, submitSignIn, tileIds } from './support/signIn';
import { FIRST_PAINT_MS } from './support/timeouts';
import { openSignedIn } from './support/signedIn';

// Several screens per test, each scanned: allow for a loaded machine.
test.describe.configure({ timeout: 120_000 });

async function openMenu(page: Page, username: string) {
  await page.getByRole('banner').getByRole('button', { name: username, exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('signed-out home, sign-in, MFA step, not-found and placeholder pages', async ({ page }) => {
  await openPortal(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  // The sections below the hero arrive in a chunk of their own: scanned with them.
  await expect(page.getByRole('region', { name: 'Questions?' })).toBeVisible();
  await expectAxeClean(page, 'the signed-out home');

  await resetFixtures(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expectAxeClean(page, 'the sign-in page');

  await submitSignIn(page, 'mfa');
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expectAxeClean(page, 'the MFA step');

  await page.goto('/nowhere/to/be/found');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expectAxeClean(page, 'the not-found page');

  for (const path of ['/consoleHelp', '/quickTranslation', '/websiteProxy', '/solutionWizard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expectAxeClean(page, `the page ${path}`);
  }
});

test('signed-in home, user menu, account drawer and the restricted page', async ({ page }) => {
  await openSignedIn(page, 'employee');
  await expect.poll(() => tileIds(page), { timeout: FIRST_PAINT_MS }).toContain('reports');
  await expectAxeClean(page, 'the signed-in home');

  await openMenu(page, 'employee');
  await expectAxeClean(page, 'the open user menu');
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account settings' });
  await expect(drawer.getByRole('heading', { name: 'Profile' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expectAxeClean(page, 'the account drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/coupa');
  await expect(
    page.getByText('This application is not enabled for your account.', { exact: false }),
  ).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expectAxeClean(page, 'the restricted page');
});

test('AI Translation’s File tab and a row menu open over it', async ({ page }) => {
  await openSignedIn(page, 'client', '/machineTranslation/fileTranslation');
  const table = page.getByRole('table', { name: 'Your requests' });
  await expect(table.getByRole('rowheader').first()).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expectAxeClean(page, 'the File tab');
  await table.getByRole('button', { name: 'Actions for MT - Product FAQ' }).click();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await expectAxeClean(page, 'an open row menu');
});

test('the impersonation dialog', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await openMenu(page, 'admin');
  await page.getByRole('menuitem', { name: 'Start impersonation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start impersonation' });
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expectAxeClean(page, 'the impersonation dialog');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await expectAxeClean(page, 'the impersonation dialog with its error');
});

isolatedTest('the inactivity warning', async ({ page }) => {
  await page.addInitScript(
    ([key, durations]) => localStorage.setItem(key as string, JSON.stringify(durations)),
    [INACTIVITY_OVERRIDE_KEY, { timeoutMs: 3_000, graceMs: 60_000 }] as const,
  );
  await openPortal(page, '/signIn?returnTo=%2F');
  await resetFixtures(page);
  await submitSignIn(page, 'client');
  await signedIn(page, 'client');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expectAxeClean(page, 'the inactivity warning');
});

test('the quote page and its payment, reject and terms dialogs', async ({ page }) => {
  await openOnSeed(page, '/quotes/aq-ready');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expectAxeClean(page, 'the quote page');

  await page.getByRole('button', { name: 'Read the Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms.getByRole('heading', { level: 3 })).toHaveCount(10);
  // The scrolling text is reachable by keyboard, under its own name.
  await expect(terms.getByRole('region', { name: 'Terms and Conditions text' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await expectAxeClean(page, 'the terms dialog');
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();

  await page.getByRole('checkbox', { name: /agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Accept' }).click();
  const payment = page.getByRole('dialog', { name: 'How would you like to pay?' });
  await expect(payment).toBeVisible();
  await expectAxeClean(page, 'the payment dialog');
  await payment.getByRole('radio', { name: 'Credit Card' }).click();
  await payment.getByRole('button', { name: 'Accept quote' }).click();
  await expect(payment.getByText('Required').first()).toBeVisible();
  await expectAxeClean(page, 'the payment dialog with its errors');
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();

  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this quote' });
  await expect(reject.getByLabel('Reason (optional)')).toBeVisible();
  await expectAxeClean(page, 'the reject dialog');
  await reject.getByRole('button', { name: 'Reject quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote has been rejected' })).toBeVisible();
  await expectAxeClean(page, 'the rejected result screen');
});

test('the accepted and expired result screens', async ({ page }) => {
  await openOnSeed(page, '/quotes/aq-ready-eur');
  await page.getByRole('checkbox', { name: /agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Accept' }).click();
  const payment = page.getByRole('dialog', { name: 'How would you like to pay?' });
  await payment.getByRole('radio', { name: 'Invoice directly' }).click();
  await payment.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your quote is accepted' })).toBeVisible();
  await expectAxeClean(page, 'the accepted result screen');

  await page.goto('/quotes/aq-expired');
  await expect(page.getByRole('heading', { level: 1, name: 'This quote has expired' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expectAxeClean(page, 'the expired result screen');
});
