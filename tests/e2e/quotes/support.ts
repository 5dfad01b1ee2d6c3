// Helpers of the quote tool's end-to-end tests. In browser mode the fixture backend runs inside the page
// (MSW's service worker forwards to it), so its control surface is called from the page with fetch: a
// request from Playwright's own HTTP client would never reach the worker.
import { expect, type Page } from '@playwright/test';

/** The app sets this once the fixture worker listens (src/main.tsx). */
export async function backendReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-backend-ready="true"]')).toBeAttached({ timeout: 15_000 });
}

async function control(page: Page, method: string, path: string, body?: unknown): Promise<void> {
  const status = await page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p as string, {
        method: m as string,
        headers: { 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return response.status;
    },
    [method, path, body] as const,
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
}

export const resetFixtures = (page: Page) => control(page, 'POST', '/__fixtures/reset');

/** A one-off failure; faults live in the page's backend, so inject after the last navigation. */
export const injectFault = (
  page: Page,
  fault: { method: string; path: string; status: number; times?: number; body?: unknown },
) => control(page, 'POST', '/__fixtures/faults', { times: 1, ...fault });

/** Opens a quote from its deep link on freshly reset demo data. */
export async function openQuote(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await backendReady(page);
  await resetFixtures(page);
  await page.reload();
  await backendReady(page);
}
