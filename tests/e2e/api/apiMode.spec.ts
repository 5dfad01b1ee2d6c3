// The portal in API mode (support/apiMode.ts): the suite's build through nginx with a config.json naming
// `llts fixtures serve` as its API and Cognito endpoint, under the policy enforced (the CSP guard of
// support/test.ts). No demo backend starts in the page: every call crosses to the fixture server over HTTP,
// so the policy's connect-src for a configured API and Cognito endpoint is what is exercised here.
import { APPLICATION_IDS } from '../../../src/platform/domain/enums';
import { startApiMode, type ApiMode } from '../support/apiMode';
import { signInFromHome, tileIds } from '../support/signIn';
import { API_SITE_PORT, servedAt } from '../support/nginx';
import { FIRST_PAINT_MS } from '../support/timeouts';
// A context of its own: the worker's reused page opens paths on the suite's server.
import { expect, isolatedTest as test, type Page } from '../support/test';

// One worker for the file: it owns the servers it starts.
test.describe.configure({ mode: 'default' });
test.use({ baseURL: servedAt(API_SITE_PORT) });

let apiMode: ApiMode;
test.beforeAll(async () => {
  apiMode = await startApiMode();
});
test.afterAll(async () => {
  await apiMode?.stop();
});

async function chooseFromMenu(page: Page, username: string, item: string) {
  await page.getByRole('banner').getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** What the fixture server received: each call's method and path, and the identity service's operations. */
async function received(): Promise<string[]> {
  const journal = (await (await fetch(`${apiMode.api}/__fixtures/journal`)).json()) as Array<{
    method: string;
    path: string;
    operation?: string;
  }>;
  return journal.map((entry) => entry.operation ?? `${entry.method} ${entry.path}`);
}

test('API mode: sign in through the form, the tiles, a report, the quote and its PDF, sign out', async ({
  page,
}) => {
  await signInFromHome(page, 'client');
  await expect.poll(() => tileIds(page), { timeout: FIRST_PAINT_MS }).toEqual([...APPLICATION_IDS]);
  expect(await page.locator('html').getAttribute('data-backend')).toBeNull();

  await page.getByRole('link', { name: /^Reports/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await page.getByRole('link', { name: /^Client contacts/ }).click();
  await expect(page.getByText('Showing 1–25 of 45')).toBeVisible();

  await page.goto('/quotes/aq-ready');
  const button = page.getByRole('button', { name: 'Download PDF' });
  await expect(button).toBeEnabled({ timeout: FIRST_PAINT_MS });
  const download = page.waitForEvent('download');
  await button.click();
  expect((await download).suggestedFilename()).toBe('quote-AQ-2024100.pdf');

  await chooseFromMenu(page, 'client', 'Sign out');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('llts.auth.session'))).toBeNull();

  // Every one of those went to the fixture server, not to a backend in the page.
  await expect
    .poll(received)
    .toEqual(
      expect.arrayContaining([
        'InitiateAuth',
        'GET /api/v1/reports',
        'GET /api/v1/reports/rpt-client-contacts',
        'GET /api/v1/autoQuotes/aq-ready',
        'RevokeToken',
      ]),
    );
});
