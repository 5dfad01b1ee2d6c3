// The dashboard's failure isolation and every detail route in Chromium (part 1 §2): each list's columns
// and formats, Rush, the 24 h highlight, the unassigned ('null') list, and the 5,000-row list.
import { expect, test, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { goInApp, injectFault, openPortal } from '../support/backend';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { openSignedIn } from '../support/signedIn';

const headersOf = async (page: Page, table: string) =>
  (await page.getByRole('table', { name: table }).getByRole('columnheader').allTextContents()).map((h) =>
    h.replace(/[↕▲▼]/g, '').trim(),
  );

async function firstRows(page: Page, table: string) {
  await expect(page.getByRole('table', { name: table }).locator('tbody tr').first()).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
}

test('one failing call shows the system error in its section only', async ({ page }) => {
  // A light signed-in page starts the demo backend; the fault then covers the dashboard's first load.
  await openSignedIn(page, 'admin', '/consoleHelp');
  await injectFault(page, {
    method: 'GET',
    path: '/statistics/projectStats/healthcare',
    status: 503,
    times: 5,
    body: { message: 'Statistics are being rebuilt' },
  });
  await openPortal(page, '/DASHBOARD');
  const pmsv = page.getByRole('region', { name: 'PM/SV' });
  await expect(pmsv.getByText('Statistics are being rebuilt')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(pmsv.getByRole('table', { name: 'Insurance' }).getByRole('link').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Starts' }).getByRole('table').getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByText('Statistics are being rebuilt')).toHaveCount(1);
});

test('every detail route: columns, formats, Rush, the 24 h highlight and the unassigned list; axe-clean', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/pmdetails/Alice%20Moreau/101');
  const project = [
    'Project id',
    'Deadline',
    'Status',
    'Project name',
    'Client',
    'Languages',
    'Total agreed',
    'Rate type',
    'Group name',
    'Group id',
  ];
  for (const [path, table] of [
    ['/pmdetails/Alice%20Moreau/101', 'Projects: Alice Moreau'],
    ['/pastdue/Alice%20Moreau/101', 'Past due: Alice Moreau'],
    ['/duetoday/Alice%20Moreau/101', 'Due today: Alice Moreau'],
  ] as const) {
    if (!page.url().endsWith(path)) await goInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: table })).toBeVisible({
      timeout: FIRST_PAINT_MS,
    });
    // The heading may paint before the table: read the headers once they are there.
    await expect.poll(() => headersOf(page, table)).toEqual(project);
  }
  await goInApp(page, '/pmdetails/Alice%20Moreau/101');
  await firstRows(page, 'Projects: Alice Moreau');
  const rows = page.getByRole('table', { name: 'Projects: Alice Moreau' }).locator('tbody tr');
  await expect(rows.first().locator('td').nth(0)).toHaveText(/^\d\d-\d\d-\d\d$/);
  await expectAxeClean(page, 'a project detail table');

  const quote = [
    'Quote id',
    'Start date',
    'Deadline',
    'Project name',
    'Client',
    'Languages',
    'Total agreed',
    'Rate type',
  ];
  await goInApp(page, '/currentquotes/Unassigned/null');
  await expect(page.getByRole('heading', { level: 1, name: 'Current quotes: Unassigned' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await firstRows(page, 'Current quotes: Unassigned');
  await expect.poll(() => headersOf(page, 'Current quotes: Unassigned')).toEqual(quote);

  await goInApp(page, '/completedquotes/Marta%20Nowak/201');
  await firstRows(page, 'Completed quotes: Marta Nowak');
  await expect.poll(() => headersOf(page, 'Completed quotes: Marta Nowak')).toEqual(quote);
  const stale = page.locator('[data-stale="true"]');
  await expect(stale.first()).toHaveClass(/text-red/);
  await expect(stale.first()).toHaveText(/^\d\d-\d\d-\d\d \d{1,2}:\d\d:\d\d (AM|PM)$/);
});

test('5,000 projects of one manager: the virtualised table keeps the DOM small and filters', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/pmdetails/Lena%20Fischer/112');
  await firstRows(page, 'Projects: Lena Fischer');
  await expect(page.getByText('5,000 rows')).toBeVisible();
  expect(
    await page.getByRole('table', { name: 'Projects: Lena Fischer' }).locator('tbody tr').count(),
  ).toBeLessThan(200);
  // Rush: bold, red, upper case (5,000 rows always hold some).
  const rush = page
    .getByRole('table', { name: 'Projects: Lena Fischer' })
    .locator('strong', { hasText: /^Rush$/i })
    .first();
  await expect(rush).toBeVisible();
  await expect(rush).toHaveCSS('text-transform', 'uppercase');
  await expect(rush).toHaveCSS('font-weight', /^(600|700|800|900|bold)$/);
  await expect(rush).toHaveClass(/text-red/);
  await page.getByRole('searchbox', { name: 'Filter' }).fill('P112-4999');
  await expect(page.getByText(/^1 row$/)).toBeVisible();
});
