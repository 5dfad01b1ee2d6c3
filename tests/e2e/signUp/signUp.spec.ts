// Sign-up in Chromium on the embedded fixtures: the header's way in, the longest branch (several companies,
// a choice, the USER custom fields) to its end page, and a keyboard-only completion (axe-checked). Every other
// branch of the matching table and a refused create: tests/components/apps/signUp/signUp.test.tsx.
import { expect, test, type Locator, type Page } from '../support/test';
import { encodeClientLink } from '../../../src/platform/domain/clientLink';
import { expectAxeClean } from '../support/axe';
import { openOnSeed } from '../support/backend';
import { ACCOUNT_CREATED_MS } from '../support/timeouts';

const link = (clientId: string, token: string) => `/signUp/${encodeClientLink(clientId, token)}`;

async function userInfo(page: Page, email: string) {
  await page.getByLabel(/^First name/).fill('Ann');
  await page.getByLabel(/^Last name/).fill('Lee');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('Secret-pass-1');
  await page.getByLabel(/^Repeat password/).fill('Secret-pass-1');
  await page.getByLabel(/^I agree/).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function address(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your address' })).toBeFocused();
  await page.getByLabel(/^Address line 1/).fill('1 Main St');
  await page.getByLabel(/^City/).fill('Boston');
  await page.getByLabel(/^ZIP/).fill('02110');
  await page.getByRole('button', { name: 'Next' }).click();
}

async function reach(page: Page, path: string, email: string) {
  await openOnSeed(page, path);
  await userInfo(page, email);
  await address(page);
}

test('the header Sign up button opens the sign-up page; an unknown company ends on its page, axe-clean', async ({
  page,
}) => {
  await openOnSeed(page, '/quotes/aq-ready');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signUp$/);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await userInfo(page, 'ann@nowhere.example');
  await address(page);
  await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  await expectAxeClean(page, 'company not found');
  await page.getByRole('button', { name: 'Return' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveValue('');
});

test('several companies without a client id: the active ones to choose from, then the USER custom fields', async ({
  page,
}) => {
  await reach(page, '/signUp', 'ann@holding.example');
  await expect(page.getByRole('heading', { name: 'Your company' })).toBeVisible();
  await expectAxeClean(page, 'company selection');
  await page.getByRole('button', { name: /^Company/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Acme Corporation',
    'Globex Industries',
    'Umbrella Health',
  ]);
  await page.getByRole('option', { name: 'Acme Corporation' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'More about you' })).toBeVisible();
  await expectAxeClean(page, 'custom values');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel(/^Job title/).fill('Translator');
  await page.getByLabel(/^Office/).click();
  await page.getByRole('option', { name: 'London' }).click();
  const manager = page.getByRole('group', { name: /^Manager/ });
  await manager.getByLabel(/^First name/).fill('Max');
  await manager.getByLabel(/^Last name/).fill('Moe');
  await manager.getByLabel(/^Email/).fill('max@acme.example');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible({
    timeout: ACCOUNT_CREATED_MS,
  });
});

/** Tabs forward until `target` has the focus (keyboard only), failing after a bounded number of steps. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 40; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: the whole sign-up, axe-clean at each phase', async ({ page }) => {
  await openOnSeed(page, link('stark', 'stark-signup'));
  await expectAxeClean(page, 'user info');
  const type = async (label: RegExp, text: string) => {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  };
  await type(/^First name/, 'Kim');
  await type(/^Last name/, 'Ko');
  await type(/^Email/, 'kim@stark.example');
  await type(/^Password/, 'Secret-pass-1');
  await type(/^Repeat password/, 'Secret-pass-1');
  await tabTo(page, page.getByLabel(/^I agree/));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your address' })).toBeFocused();
  await expectAxeClean(page, 'address');
  await type(/^Address line 1/, '1 Main St');
  await type(/^City/, 'Boston');
  await type(/^ZIP/, '02110');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible({
    timeout: ACCOUNT_CREATED_MS,
  });
  await expectAxeClean(page, 'account created');
});
