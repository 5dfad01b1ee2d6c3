// Which tabs each persona's account settings show (spec part 1 §2, §6), on the embedded fixtures.
import { expect, test } from '@playwright/test';
import { signInFromHome } from '../support/signIn';
import { openAccountSettings } from './support';

const CASES = [
  {
    persona: 'client',
    tabs: ['Profile', 'Language Groups', 'Organization Users'],
    mfa: true,
    password: true,
    organisation: true,
  },
  {
    persona: 'employee',
    tabs: ['Profile', 'Language Groups'],
    mfa: true,
    password: true,
    organisation: true,
  },
  { persona: 'sso', tabs: ['Profile', 'Language Groups'], mfa: false, password: false, organisation: true },
  { persona: 'admin', tabs: ['Profile', 'Language Groups'], mfa: false, password: true, organisation: false },
  // globex: a client without MFA and without organisation management.
  { persona: 'noapps', tabs: ['Profile', 'Language Groups'], mfa: false, password: true, organisation: true },
];

for (const { persona, tabs, mfa, password, organisation } of CASES) {
  test(`${persona}: tabs ${tabs.join(', ')}`, async ({ page }) => {
    await signInFromHome(page, persona);
    const drawer = await openAccountSettings(page, persona);
    // Judge once the account (and its organisation's settings) arrived.
    if (organisation) await expect(drawer.getByText('Organisation', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('tab')).toHaveText(tabs);
    await expect(drawer.getByRole('link', { name: 'Change password' })).toHaveCount(password ? 1 : 0);
    await expect(drawer.getByRole('button', { name: 'MFA Settings' })).toHaveCount(mfa ? 1 : 0);
  });
}
