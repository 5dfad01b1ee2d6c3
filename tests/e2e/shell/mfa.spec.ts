import { expect, test } from '../support/test';
import { TOTP } from 'otpauth';
import { MFA_PERSONA_TOTP_SECRET } from '../../../fixtures/data/personas';
import { MESSAGES } from '../../../src/platform/validation/messages';
import { signInFromHome, tileIds } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

const totp = new TOTP({ secret: MFA_PERSONA_TOTP_SECRET, digits: 6, period: 30, algorithm: 'SHA1' });

test('mfa signs in with the code of the authenticator app; a wrong code is refused', async ({ page }) => {
  await signInFromHome(page, 'mfa');
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeVisible();

  // A code that is certainly not valid now (the current one with its last digit changed).
  const current = totp.generate();
  await code.fill(`${current.slice(0, 5)}${(Number(current[5]) + 5) % 10}`);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.INVALID_MFA_CODE);

  await code.fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, mfa', {
    timeout: FIRST_PAINT_MS,
  });
  await expect.poll(() => tileIds(page)).toEqual(['createProject', 'reports']);
});
