import { expect, test } from '../support/test';
import { backendReady, injectFault, openPortal, resetFixtures } from '../support/backend';

// Faults, the journal and the clock live with the rest of the demo state, so a fault injected before a
// navigation covers the next page's first load (here the branch lookup the page makes before anything else).
test('a fault injected before a reload covers the first load of the next page', async ({ page }) => {
  await openPortal(page, '/');
  await resetFixtures(page);
  await injectFault(page, { method: 'GET', path: '/api/v1/branches/b-west', status: 404 });
  await page.goto('/b-west/consoleHelp');
  await backendReady(page);
  // The lookup answered 404: the branch is dropped from the address, as for an unknown branch.
  await expect(page).toHaveURL(/\/consoleHelp$/);
  await expect(page).not.toHaveURL(/b-west/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeVisible();

  // The fault was used up: the branch is found again on the next load.
  await page.goto('/b-west/consoleHelp');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'west-support@llts.example' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/b-west\/consoleHelp$/);
});
