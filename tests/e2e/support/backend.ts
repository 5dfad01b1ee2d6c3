// The embedded fixture backend of the built app, seen from a test. In browser mode it runs inside the page
// (MSW's service worker forwards to it), so its control surface is called from the page with fetch: a
// request from Playwright's own HTTP client would never reach the worker.
import { expect, test, type Page } from '@playwright/test';
import { FIRST_PAINT_MS } from './timeouts';

/** The app sets this once the fixture worker listens (src/main.tsx); it starts lazily, so allow for load. */
export async function backendReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-backend-ready="true"]')).toBeAttached({ timeout: FIRST_PAINT_MS });
}

/** Opens a page and waits until the app has started its embedded backend. */
export async function openPortal(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await backendReady(page);
}

/**
 * Goes to `path` as an in-app link does (the router follows the History API) once the portal is loaded, else
 * with a full load: the screen is the same either way, and a load costs a test far more. The router renders
 * the new route before the next frame (no transition keeps the old page shown), so what a test then waits
 * for is the new page's.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  const loaded = await page.evaluate(() => document.documentElement.dataset.backendReady === 'true');
  if (!loaded) return openPortal(page, path);
  await page.evaluate(async (to) => {
    history.pushState(null, '', to);
    await new Promise(requestAnimationFrame);
  }, path);
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

/** Back to the seed: state, clock, faults and journal of the page's fixture backend. */
export const resetFixtures = (page: Page) => control(page, 'POST', '/__fixtures/reset');

/** A one-off failure in the page's backend; kept with the demo data, it also covers the next page's first load. */
export const injectFault = (
  page: Page,
  fault: {
    method: string;
    path: string;
    status: number;
    times?: number | 'always';
    body?: unknown;
    delayMs?: number;
  },
) => control(page, 'POST', '/__fixtures/faults', { times: 1, ...fault });

/**
 * Whether the page's browser context already holds demo data (the backend keeps its state, clock, faults
 * and journal in local storage under llts.fixtures.*). A test's own context starts without any: its first
 * page load is on the seed, and a test never sees another test's data.
 */
export async function holdsDemoData(page: Page): Promise<boolean> {
  // On one of the portal's pages its storage is read in place; Playwright's storageState() opens every origin
  // the context has seen to read theirs, which costs more than the page load that follows.
  const portal = new URL(test.info().project.use.baseURL!).origin;
  if (page.url().startsWith(`${portal}/`))
    return page.evaluate(() => Object.keys(localStorage).some((name) => name.startsWith('llts.fixtures.')));
  const { origins } = await page.context().storageState();
  return origins.some(({ localStorage }) =>
    localStorage.some(({ name }) => name.startsWith('llts.fixtures.')),
  );
}

/**
 * Opens a page on the seed. In a context that already holds demo data, the data is reset first; the reset
 * needs the page's backend, and the page's first load may already have read data: it is loaded again then.
 */
export async function openOnSeed(page: Page, path: string): Promise<void> {
  const reset = await holdsDemoData(page);
  await openPortal(page, path);
  if (!reset) return;
  await resetFixtures(page);
  await page.reload();
  await backendReady(page);
}

async function controlJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.evaluate(async (p) => {
    const response = await fetch(p);
    return { status: response.status, body: (await response.json()) as unknown };
  }, path);
  expect(answer.status, `GET ${path}`).toBeLessThan(300);
  return answer.body as T;
}

/** The page's fixture state (GET /__fixtures/state): change it and load it back with loadFixtureState. */
export const fixtureState = <T = Record<string, unknown>>(page: Page) =>
  controlJson<T>(page, '/__fixtures/state');

/** Replaces the page's fixture state (kept with the demo data): reload the page to read it afresh. */
export const loadFixtureState = (page: Page, state: unknown) =>
  control(page, 'POST', '/__fixtures/state', state);

/** Moves the fixture clock on, so work that advances on it (requests, zips) gets there without waiting. */
export const advanceClock = (page: Page, ms: number) =>
  control(page, 'POST', '/__fixtures/clock', { advanceMs: ms });

/** The calls the page's backend answered so far (method, path, query, status). */
export const fixtureJournal = (page: Page) =>
  controlJson<{ method: string; path: string; query: Record<string, string | string[]>; status: number }[]>(
    page,
    '/__fixtures/journal',
  );
