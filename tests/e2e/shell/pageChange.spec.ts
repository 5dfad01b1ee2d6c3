import { expect, test, type Locator, type Page } from '../support/test';
import { openPortal } from '../support/backend';
import { FIRST_PAINT_MS } from '../support/timeouts';

test('a page change names the tab and moves focus to the new heading, but not on the first load', async ({
  page,
}) => {
  await openPortal(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Language Services Portal');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeFocused();
  await expect(page).toHaveTitle('Home · Language Services Portal');

  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await expect(page).toHaveTitle('Sign in · Language Services Portal');

  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the document language follows the variant', async ({ page }) => {
  await openPortal(page, '/uk/consoleHelp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await openPortal(page, '/consoleHelp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Scrolls the page down as a reader of it would, leaving `target` 80 px below the window's top so that
 * clicking it scrolls nothing; returns the position.
 */
async function scrollDownTo(page: Page, target: Locator): Promise<number> {
  await target.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80),
  );
  const top = await scrollTop(page);
  expect(top, 'the page can be scrolled').toBeGreaterThan(0);
  return top;
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`scroll position on a page change (${name})`, () => {
    test.use({ viewport });

    test('a followed link opens the new page at its top, the header in view', async ({ page }) => {
      await openPortal(page, '/');
      const main = page.getByRole('main');
      const header = page.getByRole('banner');
      // From the top of the home, as a visitor who just arrived (on a phone the link may be lower down: the
      // click then scrolls to it, as a thumb would).
      await main.getByRole('link', { name: 'Request quote' }).click();
      // Focus lands on the new heading last: whatever scrolling the page change did has been done by then.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: FIRST_PAINT_MS });
      expect(await scrollTop(page)).toBe(0);
      await expect(header).toBeInViewport();

      await header.getByRole('link', { name: 'Language Services Portal' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeFocused();
      expect(await scrollTop(page)).toBe(0);
      await scrollDownTo(page, main.getByRole('button', { name: 'Sign in', exact: true }));
      await main.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused({
        timeout: FIRST_PAINT_MS,
      });
      expect(await scrollTop(page)).toBe(0);
      await expect(header).toBeInViewport();
    });

    test('Back returns to where the page was left', async ({ page }) => {
      await openPortal(page, '/');
      const link = page.getByRole('main').getByRole('link', { name: 'Request quote' });
      const left = await scrollDownTo(page, link);
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: FIRST_PAINT_MS });
      expect(await scrollTop(page)).toBe(0);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeFocused();
      expect(await scrollTop(page)).toBe(left);
    });
  });
}
