// AI Translation's File tab in Chromium on the embedded fixtures (part 2 §2.7, §4.1, §8): a request from
// upload to Completed with the list polling, the status filter, cursor paging and remembered rows per page,
// and a request renamed, then archived. Waits are on state: the fixture clock is moved on instead of waiting
// for the work, and the page's clock instead of waiting for the list's next refresh.
import { expect, isolatedTest, test, type Locator, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { advanceClock } from '../support/backend';
import { requestFileTranslation } from '../support/fileRequest';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { openSignedIn } from '../support/signedIn';
import { choose, selectButton } from '../support/choose';
import { IN_PROGRESS_POLL_INTERVAL_MS as REFRESH_MS } from '../../../src/platform/domain/timing';

const PAGE = '/machineTranslation/fileTranslation';

async function openFiles(page: Page) {
  await openSignedIn(page, 'client', PAGE);
  await expect(page.getByRole('tab', { name: 'File', selected: true })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  const table = page.getByRole('table', { name: 'Your requests' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  return table;
}

const rowOf = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
const statusCells = (table: Locator) => table.getByRole('row').locator('td:nth-of-type(4)');

async function chooseStatuses(page: Page, groups: string[]) {
  await page.getByRole('button', { name: /^Status/ }).click();
  for (const group of groups) await page.getByRole('option', { name: group, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function rowMenu(table: Locator, name: string) {
  await table.getByRole('button', { name: `Actions for ${name}` }).click();
  return table.page().getByRole('menu');
}

isolatedTest(
  'a file request from upload to Completed on its own, the list polling while it works',
  async ({ page }) => {
    // The page's timers run on Playwright's clock (at the real pace until moved on): the list's refresh comes
    // when the test moves it, not after a wait of up to its whole interval.
    await page.clock.install();
    const table = await openFiles(page);
    await requestFileTranslation(page, 'Handbook in German');

    const row = rowOf(table, 'Handbook in German');
    await expect(row.getByRole('cell').nth(3)).toContainText('Processing');
    await expect(row.getByRole('status').filter({ hasText: 'In progress' })).toBeVisible();
    await expectAxeClean(page, 'file translation with a request in progress');
    // The work ends 45 s after it starts on the fixture clock; the list's next 10 s refresh shows it.
    await advanceClock(page, 60_000);
    await page.clock.fastForward(REFRESH_MS);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Completed', { timeout: FIRST_PAINT_MS });
    await expect(row.getByRole('status').filter({ hasText: 'In progress' })).toHaveCount(0);

    await row.getByRole('link', { name: 'Handbook in German' }).click();
    await expect(page.getByRole('heading', { name: 'Handbook in German' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'German' }).getByRole('button', { name: /^Download / }),
    ).toHaveCount(1);
  },
);

test('status filter by group, cursor paging and rows per page remembered', async ({ page }) => {
  const table = await openFiles(page);
  const pager = page.getByRole('navigation', { name: 'Your requests pages' });
  await expect(pager).toContainText('Page 1');
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  // All ten show: none hides below a scroll inside the table's box (nine did in a 70 %-high box).
  const hidden = (element: HTMLElement) =>
    element.parentElement!.scrollHeight - element.parentElement!.clientHeight;
  expect(await table.evaluate(hidden)).toBeLessThanOrEqual(0);

  await chooseStatuses(page, ['Failed', 'Archived']);
  await expect(page.getByRole('button', { name: /^Status/ })).toContainText('Archived, Failed');
  await expect(table.getByRole('rowheader', { name: 'MT - Old brochure' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'MT - Scanned invoice' })).toBeVisible();
  // The list keeps the previous page's rows while the filtered page loads (both rows may be on it): wait
  // until every status shown is one of the chosen groups.
  await expect
    .poll(async () => [...new Set(await statusCells(table).allTextContents())].sort())
    .toEqual(['Archived', 'Failed']);

  await chooseStatuses(page, ['Failed', 'Archived']);
  await expect(page.getByRole('button', { name: /^Status/ })).toContainText('All');
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  const first = await table.getByRole('rowheader').allTextContents();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2');
  await expect.poll(() => table.getByRole('rowheader').allTextContents()).not.toEqual(first);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1');
  await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(first);

  await choose(page, pager, 'Rows per page', '25');
  await expect(table.getByRole('rowheader')).toHaveCount(25);
  // The seed's machine translation requests all have statuses of the spec's groups.
  await expect(statusCells(table).filter({ hasText: 'Unknown status' })).toHaveCount(0);
  await page.reload();
  await expect(selectButton(page, 'Rows per page')).toHaveText(/25/, { timeout: FIRST_PAINT_MS });
  await expect(table.getByRole('rowheader')).toHaveCount(25);
});

test('rename a request, then archive it: the new name in the list, then Archived and off for good', async ({
  page,
}) => {
  // Which statuses allow either, the name's rules and the archive refusals are component tests
  // (tests/components/widgets/requestList.test.tsx).
  const table = await openFiles(page);
  const renameMenu = await rowMenu(table, 'MT - Product FAQ');
  await renameMenu.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename request' });
  await rename.getByLabel(/^Name/).fill('MT - Product FAQ, final');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(table.getByRole('rowheader', { name: 'MT - Product FAQ, final' })).toBeVisible();

  const archiveMenu = await rowMenu(table, 'MT - Product FAQ, final');
  await archiveMenu.getByRole('menuitem', { name: 'Archive' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive request' });
  await expectAxeClean(page, 'the archive dialog');
  await archive.getByRole('button', { name: 'Archive' }).click();
  await expect(archive).toBeHidden();
  const archived = rowOf(table, 'MT - Product FAQ, final');
  await expect(archived.getByRole('cell').nth(3)).toHaveText('Archived');
  const menu = await rowMenu(table, 'MT - Product FAQ, final');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'Archive' })).toBeDisabled();
});
