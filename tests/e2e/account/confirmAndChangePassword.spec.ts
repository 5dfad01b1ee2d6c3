// E-mail confirmation after a real sign-up (the code from the fixtures' mailbox), the change-password
// dialog behind sign-in and a forgotten password reset with a mailed code, in Chromium on the embedded
// fixtures.
import { expect, test, type Page } from '../support/test';
import { encodeClientLink } from '../../../src/platform/domain/clientLink';
import { expectAxeClean } from '../support/axe';
import { openOnSeed } from '../support/backend';
import { signedIn, submitSignIn } from '../support/signIn';
import { mailedCode } from '../support/verification';

const EMAIL = 'kim@stark.example';

async function signUp(page: Page) {
  await openOnSeed(page, `/signUp/${encodeClientLink('stark', 'stark-signup')}`);
  await page.getByLabel(/^First name/).fill('Kim');
  await page.getByLabel(/^Last name/).fill('Ko');
  await page.getByLabel(/^Email/).fill(EMAIL);
  await page.getByLabel(/^Password/).fill('Secret-pass-1');
  await page.getByLabel(/^Repeat password/).fill('Secret-pass-1');
  await page.getByLabel(/^I agree/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Address line 1/).fill('1 Main St');
  await page.getByLabel(/^City/).fill('Boston');
  await page.getByLabel(/^ZIP/).fill('02110');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();
}

test('confirm e-mail: the mailed code confirms the address, which then signs in', async ({ page }) => {
  // A link without its code and a wrong or expired code are component tests
  // (tests/components/apps/confirmEmail, over the same fixtures).
  await signUp(page);
  const code = await mailedCode(page, EMAIL);
  expect(code).toMatch(/^\d{6}$/);

  await page.goto(`/confirmEmail?email=${encodeURIComponent(EMAIL)}&verificationCode=${code}`);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await expectAxeClean(page, 'e-mail confirmed');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await submitSignIn(page, EMAIL, 'Secret-pass-1');
  await signedIn(page, EMAIL);
});

test('change password: sign-in first, mismatch and wrong old password, then done', async ({ page }) => {
  await openOnSeed(page, '/changePassword');
  await expect(page).toHaveURL(/\/signIn\?returnTo=%2FchangePassword$/);
  await submitSignIn(page, 'employee');
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'change password dialog');
  await dialog.getByLabel(/^Old Password/).fill('Wrong-pass-1');
  await dialog.getByLabel(/^New Password/).fill('Newer-pass-2');
  await dialog.getByLabel(/^Repeat New Password/).fill('Newer-pass-3');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Entered value does not match the New Password value')).toBeVisible();
  await dialog.getByLabel(/^Repeat New Password/).fill('Newer-pass-2');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Invalid Old Password value')).toBeVisible();
  await dialog.getByLabel(/^Old Password/).fill('Demo-pass-1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
});

test('change password: a single-sign-on account sees only the warning', async ({ page }) => {
  await openOnSeed(page, '/changePassword');
  await submitSignIn(page, 'sso');
  await expect(page.getByText(/so your password cannot be changed here/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAxeClean(page, 'change password for SSO');
});

test('forgot password: from sign-in, the mailed code and a new password, which then signs in', async ({
  page,
}) => {
  await openOnSeed(page, '/signIn');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel(/^Username or e-mail address/).fill('employee');
  await page.getByRole('button', { name: 'Send code' }).click();
  // Read only once the page says it was sent (support/verification.ts says why).
  await expect(page.getByRole('status').filter({ hasText: 'If an account goes by that name' })).toBeVisible();
  const code = await mailedCode(page, 'employee@acme.example');
  await expectAxeClean(page, 'forgot password: code and new password');
  await page.getByLabel(/^Code from the e-mail/).fill(code);
  await page.getByLabel(/^New Password/).fill('Fresh-pass-2');
  await page.getByLabel(/^Repeat New Password/).fill('Fresh-pass-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();
  await submitSignIn(page, 'employee', 'Fresh-pass-2');
  await signedIn(page, 'employee');
});
