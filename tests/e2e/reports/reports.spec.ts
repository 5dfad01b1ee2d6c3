// Reports in Chromium (part 2 §2.5): from the home tile to a report, filters, paging, cells as text, and
// Export CSV as a real download (after a failing page is retried).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { injectFault } from '../support/backend';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { openSignedIn } from '../support/signedIn';

const rowsOf = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');

test('a client opens a report from the list, filters and pages it; cells are text; axe-clean', async ({
  page,
}) => {
  await openSignedIn(page, 'client', '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Project reports',
    'Quote reports',
    'Task reports',
    'Client contact reports',
  ]);
  await expectAxeClean(page, 'the reports list');

  await page.getByRole('link', { name: /^Client contacts/ }).click();
  await expect(page).toHaveURL(/\/reports\/rpt-client-contacts$/);
  const table = page.getByRole('table', { name: 'Client contacts' });
  await expect(table.getByText('<script>window.__reportCellRan = true</script>Prefers e-mail')).toBeVisible();
  await expect(
    table.getByText('<img src="x" onerror="window.__reportCellRan = true">Call before noon'),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __reportCellRan?: boolean }).__reportCellRan),
  ).toBeUndefined();
  await expect(page.getByText('Showing 1–25 of 45')).toBeVisible();
  await expectAxeClean(page, 'a report');

  await page.getByRole('navigation', { name: 'Report pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 26–45 of 45')).toBeVisible();
  await expect(rowsOf(page, 'Client contacts')).toHaveCount(20);

  await page.getByRole('button', { name: /^Department/ }).click();
  await page.getByRole('option', { name: 'Legal' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  // The table keeps the previous rows (and the pager their total, as page 1) while the filtered ones load:
  // judge the rows themselves, once every one is a Legal one.
  const departments = () => rowsOf(page, 'Client contacts').locator('td:nth-child(4)').allTextContents();
  await expect.poll(async () => [...new Set(await departments())]).toEqual(['Legal']);
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
  await expect(page.getByText('Showing 1–25 of 45')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
});

test('Export CSV downloads the rows with the current filters, retrying a failing page', async ({ page }) => {
  await openSignedIn(page, 'client', '/reports/rpt-client-contacts');
  await expect(page.getByText('Showing 1–25 of 45')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await injectFault(page, {
    method: 'GET',
    path: '/reports/rpt-client-contacts/rows',
    status: 503,
    times: 2,
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Client contacts \d{4}-\d\d-\d\d\.csv$/);
  await expect(page.getByText(/^Exported 45 rows to Client contacts/)).toBeVisible();
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('Id,Name,E-mail,Department,Last request,Active,Notes');
  expect(text).toContain('"Müller, Zoë — ""key account""\nSecond contact: 山田 太郎"');
});

test('a client without the reports application sees the restricted page', async ({ page }) => {
  await openSignedIn(page, 'noapps', '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Application not enabled' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
});
