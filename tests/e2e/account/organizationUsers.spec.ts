// Organization Users in Chromium: search, paging 10/20/30, and each row action's availability.
import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { openAccountSettings } from './support';
import { openSignedIn } from '../support/signedIn';
import { choose } from '../support/choose';

test('a client searches, pages and disables an account; actions follow the rules', async ({ page }) => {
  await openSignedIn(page, 'client');
  const drawer = await openAccountSettings(page, 'client');
  await drawer.getByRole('tab', { name: 'Organization Users' }).click();
  const table = drawer.getByRole('table', { name: 'Organization users' });
  const names = table.getByRole('rowheader');
  await expect(names).toHaveCount(10);
  await expectAxeClean(page, 'the Organization Users tab');

  const pages = drawer.getByRole('navigation', { name: 'Organization users pages' });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText('Page 2')).toBeVisible();
  const rest = await names.count();
  expect(rest).toBeGreaterThan(0);
  await choose(page, pages, 'Rows per page', '20');
  await expect(names).toHaveCount(Math.min(20, 10 + rest));
  await expect(pages.getByText('Page 1')).toBeVisible();

  const search = drawer.getByRole('searchbox', { name: 'Search' });
  await search.fill('BECKER');
  await expect(names).toHaveText(['Tom Becker']);
  await table.getByRole('button', { name: 'Actions for Tom Becker' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Disable MFA' })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'Disable Account' })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'Enable Account' })).toBeEnabled();
  await page.keyboard.press('Escape');

  await search.fill('patel');
  await expect(names).toHaveText(['Raj Patel']);
  const raj = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Raj Patel' }) });
  await expect(raj.getByRole('cell').nth(1)).toHaveText('Enabled');
  await table.getByRole('button', { name: 'Actions for Raj Patel' }).click();
  await page.getByRole('menuitem', { name: 'Disable Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable Account' });
  await expectAxeClean(page, 'the row action confirmation');
  await confirm.getByRole('button', { name: 'Disable Account' }).click();
  await expect(confirm).toBeHidden();
  await expect(raj.getByRole('cell').nth(1)).toHaveText('Disabled');

  // The manager's own row: every action is off. Open its menu by name (a generic match could still take
  // the previous search's row), and list the items only once the menu shows them.
  await search.fill('client@acme');
  await expect(names).toHaveText(['Carla Client']);
  await table.getByRole('button', { name: 'Actions for Carla Client' }).click();
  const own = page.getByRole('menu').getByRole('menuitem');
  await expect(own.first()).toBeVisible();
  for (const item of await own.all()) await expect(item).toBeDisabled();
});
