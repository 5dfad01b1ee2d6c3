import { expect, test } from '../support/test';
import { openSignedIn } from '../support/signedIn';
import { tileIds } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

test('admin starts and ends impersonation', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await expect.poll(() => tileIds(page)).toContain('dashboard');

  await page.getByRole('button', { name: 'admin', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Start impersonation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start impersonation' });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Username' }).fill('employee');
  await dialog.getByRole('button', { name: 'Start' }).click();

  const impersonating = page.getByRole('button', { name: 'employee (Impersonation Mode)' });
  await expect(impersonating).toBeVisible();
  await expect.poll(() => tileIds(page)).toEqual(['createProject', 'machineTranslation', 'reports']);
  // The banner names who, and at phone width it and its button fit without sideways scrolling.
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('you are acting as employee (signed in as admin)');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(banner.getByRole('button', { name: 'End impersonation' })).toBeInViewport({ ratio: 1 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (desktop) await page.setViewportSize(desktop);

  await impersonating.click();
  await expect(page.getByRole('menuitem', { name: 'Start impersonation' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'End impersonation' }).click();
  await expect(page.getByRole('button', { name: 'admin', exact: true })).toBeVisible();
  await expect(page.getByText('(Impersonation Mode)')).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await expect.poll(() => tileIds(page)).toContain('dashboard');
});

test('an unknown username is refused and the admin stays themselves', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await page.getByRole('button', { name: 'admin', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Start impersonation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start impersonation' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('nobody-by-that-name');
  await dialog.getByRole('button', { name: 'Start' }).click();
  // The refusal shows in the dialog, next to the name typed, which stays for a correction.
  await expect(dialog.getByRole('alert').filter({ hasText: /not found/i })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('nobody-by-that-name');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('(Impersonation Mode)')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('llts.impersonation'))).toBeNull();
});

test('a client is not offered impersonation', async ({ page }) => {
  await openSignedIn(page, 'client');
  await page.getByRole('button', { name: 'client', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Start impersonation' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'End impersonation' })).toHaveCount(0);
});

test('a stored impersonation the API refuses ends on reload, with a toast', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await expect.poll(() => tileIds(page)).toContain('dashboard');
  await page.evaluate(() => sessionStorage.setItem('llts.impersonation', 'ghost'));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: /not found/i })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expect(page.getByRole('button', { name: 'admin', exact: true })).toBeVisible();
  await expect(page.getByText('(Impersonation Mode)')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back, admin' })).toBeVisible();
  await expect.poll(() => tileIds(page)).toContain('dashboard');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('llts.impersonation'))).toBeNull();
});

test('while impersonating, the greeting and Account settings show the impersonated account', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  await expect.poll(() => tileIds(page)).toContain('dashboard');
  await page.evaluate(() => sessionStorage.setItem('llts.impersonation', 'employee'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back, employee' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await page.getByRole('button', { name: 'employee (Impersonation Mode)' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account settings' });
  await expect(drawer.getByText('Impersonating employee')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Profile of employee' })).toBeVisible();
  await expect(drawer.getByText(/You are signed in as admin/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'employee (Impersonation Mode)' })).toBeFocused();
});
