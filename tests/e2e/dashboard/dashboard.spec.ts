import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { openPortal } from '../support/backend';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { openSignedIn } from '../support/signedIn';

test('a client is sent away from the dashboard', async ({ page }) => {
  await openSignedIn(page, 'client', '/DASHBOARD');
  await expect(page).not.toHaveURL(/\/DASHBOARD$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toHaveCount(0);
});

test('staff see the sections; Collapse all is kept across navigation and cleared by home; axe-clean', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/DASHBOARD');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  for (const name of ['Starts', 'PM/SV', 'QA', 'Front of house', 'FOH PC'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const pmsv = page.getByRole('region', { name: 'PM/SV' });
  await expect(pmsv.getByRole('table', { name: 'Healthcare' }).getByRole('link').first()).toBeVisible();
  await expectAxeClean(page, 'the dashboard');

  await page.getByRole('button', { name: 'Collapse all PM/SV' }).click();
  await expect(pmsv.getByRole('button', { expanded: true })).toHaveCount(0);
  await expect(pmsv.getByRole('button', { expanded: false })).toHaveCount(6);

  // A detail route and back: the collapsed panels stay collapsed.
  await page
    .getByRole('region', { name: 'Starts' })
    .getByRole('table', { name: 'Starts' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/pmdetails\/[^/]+\/\d+$/);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Staff Dashboard' })
    .click();
  await expect(pmsv.getByRole('button', { expanded: false })).toHaveCount(6);

  // Home clears the remembered expansion.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openPortal(page, '/DASHBOARD');
  await expect(
    page.getByRole('region', { name: 'PM/SV' }).getByRole('button', { expanded: true }),
  ).toHaveCount(6);
});

test('a detail route shows its columns, filter and row count; axe-clean', async ({ page }) => {
  await openSignedIn(page, 'pm', '/qadetails/Stefan%20Wagner/301');
  const table = page.getByRole('table', { name: 'QA jobs: Stefan Wagner' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'QA jobs: Stefan Wagner' })).toBeVisible();
  for (const header of ['Project number', 'Assigned to', 'Job start date', 'QA type', 'Group id'])
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(
    /^\d\d-\d\d-\d\d \d{1,2}:\d\d:\d\d (AM|PM)$/,
  );
  await expect(page.getByText(/^\d+ rows?$/)).toBeVisible();
  await expectAxeClean(page, 'a QA detail table');
});
