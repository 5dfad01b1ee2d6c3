// Authenticator-app MFA end to end in Chromium on the embedded fixtures: the secret the dialog shows is
// read back as an authenticator app would, its TOTP code turns MFA on, and the next sign-in asks for it.
import { expect, test } from '../support/test';
import { Secret, TOTP } from 'otpauth';
import { MESSAGES } from '../../../src/platform/validation/messages';
import { expectAxeClean } from '../support/axe';
import { signedIn, submitSignIn } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { openAccountSettings, signOut } from './support';
import { openSignedIn } from '../support/signedIn';

test('an employee turns the authenticator app on, signs in with its code, and turns it off again', async ({
  page,
}) => {
  await openSignedIn(page, 'employee');
  let drawer = await openAccountSettings(page, 'employee');
  await expect(drawer.getByTestId('mfa-status')).toHaveText('Disabled');
  await expectAxeClean(page, 'the account settings drawer');

  await drawer.getByRole('button', { name: 'MFA Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'MFA Settings' });
  await dialog.getByRole('switch', { name: 'Authenticator App' }).click();
  // The switch went away with the summary: focus is on the setup's heading, not on <body>.
  await expect(dialog.getByRole('heading', { name: 'Set up the authenticator app' })).toBeFocused();
  const secretText = dialog.getByTestId('authenticator-secret');
  await expect(secretText).toHaveText(/^[A-Z2-7 ]{39}$/);
  await expect(
    dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expectAxeClean(page, 'the authenticator setup');
  const totp = new TOTP({
    secret: Secret.fromBase32(((await secretText.textContent()) ?? '').replace(/\s+/g, '')),
  });

  const code = dialog.getByRole('textbox', { name: /Authentication code/ });
  const now = totp.generate();
  await code.fill(`${now.slice(0, 5)}${(Number(now[5]) + 5) % 10}`);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText(MESSAGES.INVALID_MFA_CODE)).toBeVisible();

  await code.fill(totp.generate());
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('switch', { name: 'Authenticator App' })).toBeChecked();
  await expect(dialog.getByRole('heading', { name: 'Multi-factor authentication' })).toBeFocused();
  // The drawer behind the dialog is inert while it is open: read its status after closing the dialog.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(drawer.getByTestId('mfa-status')).toHaveText('Enabled');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await signOut(page, 'employee');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitSignIn(page, 'employee');
  const signInCode = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(signInCode).toBeVisible({ timeout: FIRST_PAINT_MS });
  await signInCode.fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedIn(page, 'employee');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, employee', {
    timeout: FIRST_PAINT_MS,
  });

  drawer = await openAccountSettings(page, 'employee');
  await expect(drawer.getByTestId('mfa-status')).toHaveText('Enabled');
  await drawer.getByRole('button', { name: 'MFA Settings' }).click();
  await dialog.getByRole('switch', { name: 'Authenticator App' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable Authenticator App MFA' });
  await expect(confirm).toBeVisible();
  await expectAxeClean(page, 'the disable confirmation');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog.getByRole('switch', { name: 'Authenticator App' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(drawer.getByTestId('mfa-status')).toHaveText('Disabled');
});
