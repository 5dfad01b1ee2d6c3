import { expect, test } from '../support/test';
import { PROVIDER_CONTACTS } from '../../../src/platform/locale/contacts';
import { openPortal, resetFixtures } from '../support/backend';

test('a deep link with a branch prefix keeps the branch and shows its contacts', async ({ page }) => {
  await openPortal(page, '/b-west/consoleHelp');
  await resetFixtures(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'west-support@llts.example' })).toBeVisible();
  await expect(footer.getByText('+1 (415) 555-0199')).toBeVisible();
  await expect(page).toHaveURL(/\/b-west\/consoleHelp$/);
  // Links inside the page stay under the branch.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Language Services Portal' }),
  ).toHaveAttribute('href', '/b-west');
});

test('the UK variant shows UK contact details and the UK postal address', async ({ page }) => {
  await openPortal(page, '/uk/consoleHelp');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'support@llts.example.co.uk' })).toBeVisible();
  await expect(footer.getByText(PROVIDER_CONTACTS.UK.address.lines[1])).toBeVisible();
  await expect(footer.getByText('United Kingdom')).toBeVisible();
  await expect(footer.getByText(PROVIDER_CONTACTS.US.address.lines[1])).toHaveCount(0);

  await openPortal(page, '/consoleHelp');
  await expect(page.getByRole('contentinfo').getByText(PROVIDER_CONTACTS.US.address.lines[1])).toBeVisible();
});

test('an unknown branch is removed from the URL without a new history entry', async ({ page }) => {
  await openPortal(page, '/');
  await openPortal(page, '/no-such-branch/consoleHelp');
  await expect(page).toHaveURL(/\/consoleHelp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path is a page not found, not a branch: its address stays', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/branches/')) lookups.push(request.url());
  });
  await openPortal(page, '/foo/bar');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/foo\/bar$/);
  await openPortal(page, '/b-east/nope/x');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/b-east\/nope\/x$/);
  expect(lookups).toEqual([]);
});
