// What of the dashboard's detail lists needs a real browser (part 1 §2): the 5,000-row list, virtualised
// and filtered, with Rush as the styles show it. Each list's columns and formats, the 24 h highlight, the
// unassigned ('null') list and a failing call are component tests (tests/components/apps/dashboard); every
// detail route is opened at phone width, the project and completed-quote lists scanned by axe, in pages.spec.
import { expect, test, type Page } from '../support/test';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { openSignedIn } from '../support/signedIn';

async function firstRows(page: Page, table: string) {
  await expect(page.getByRole('table', { name: table }).locator('tbody tr').first()).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
}

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
