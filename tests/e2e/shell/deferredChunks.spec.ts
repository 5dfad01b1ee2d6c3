// What the signed-in home does not need for its first screen loads later: the user
// menu (headlessui Menu) when the page is idle, its drawer when the pointer heads for the menu, and neither
// stands between the sign-in and the tiles. Chunk requests are counted by name; nothing waits on time.
import { expect, isolatedTest as test } from '../support/test';
import { openPortal, resetFixtures } from '../support/backend';
import { signInFromHome, submitSignIn, tileIds } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

const chunk = (name: string) => new RegExp(`/assets/${name}-[A-Z0-9]+\\.js$`);

test('the home and its tiles come without the user menu, which loads once the page is idle', async ({
  page,
}) => {
  // Idle callbacks wait until the test lets them run (the demo backend's MSW worker answers the chunk
  // requests, so page.route could not hold them).
  await page.addInitScript(() => {
    const waiting: IdleRequestCallback[] = [];
    Object.assign(window, { __idleCallbacks: waiting });
    window.requestIdleCallback = (callback) => waiting.push(callback);
    window.cancelIdleCallback = () => undefined;
  });
  const menuRequests: string[] = [];
  page.on('request', (request) => {
    if (chunk('UserMenu').test(request.url())) menuRequests.push(request.url());
  });
  await openPortal(page, '/');
  await resetFixtures(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitSignIn(page, 'client');
  await expect.poll(() => tileIds(page), { timeout: FIRST_PAINT_MS }).toContain('reports');
  const banner = page.getByRole('banner');
  // Until the page is idle the header shows the name as text, and the menu's code was not asked for.
  await expect(banner.getByText('client', { exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'client', exact: true })).toHaveCount(0);
  expect(menuRequests).toEqual([]);

  await page.evaluate(() => {
    const waiting = (window as unknown as { __idleCallbacks: IdleRequestCallback[] }).__idleCallbacks;
    for (const callback of waiting.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
  await banner.getByRole('button', { name: 'client', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeVisible();
  expect(menuRequests).toHaveLength(1);
});

test("the drawer's code is fetched only when the pointer reaches the menu", async ({ page }) => {
  const drawerRequests: string[] = [];
  page.on('request', (request) => {
    if (chunk('PanelDrawer').test(request.url())) drawerRequests.push(request.url());
  });
  await signInFromHome(page, 'client');
  await expect.poll(() => tileIds(page), { timeout: FIRST_PAINT_MS }).toContain('reports');
  expect(drawerRequests).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'client', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Account settings' })).toBeVisible();
  expect(drawerRequests).toHaveLength(1);
});
