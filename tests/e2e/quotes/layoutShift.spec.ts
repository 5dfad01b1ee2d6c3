// Nothing on the quote page moves while it loads (CLS ≤ 0.02), on a phone as on a
// desktop, in the three waits a first visit has: the routes' chunk (a page spinner; the page area is a
// screen tall, so the footer stays below it), the tool's chunk (the shell shows the manifest's placeholder,
// a skeleton of the quote card) and then the quote (the tool shows the same skeleton). A cold load in a
// fresh context, as a visitor from the e-mail link has; each chunk is held until the page has painted the
// loading state before it, so every switch is measured however fast or busy the machine is (a busy CI
// machine once painted the spinner this way, unheld).
import { expect, test, type BrowserContext, type Page, type Route } from '../support/test';
import { layoutShifts, recordLayoutShifts } from '../support/layoutShift';
import { signInFromHome } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
  { name: 'tablet', viewport: { width: 768, height: 1024 } },
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'small phone', viewport: { width: 390, height: 844 } },
];

const ROUTES_CHUNK = /\/assets\/OtherRoutes-[A-Z0-9]+\.js$/;
const TOOL_CHUNK = /\/assets\/QuotesTool-[A-Z0-9]+\.js$/;

/** Holds every request for `chunk` until `release()`; `held()` says how many arrived. */
async function holdChunk(context: BrowserContext, chunk: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await context.route(chunk, (route: Route) => {
    count += 1;
    void released.then(() => route.continue());
  });
  return { release, held: () => count };
}

/** Two animation frames: what was rendered has been painted (and any shift of it reported). */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const { name, viewport } of VIEWPORTS) {
  test(`the quote page does not shift as the tool and the quote arrive (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const routes = await holdChunk(context, ROUTES_CHUNK);
    const tool = await holdChunk(context, TOOL_CHUNK);
    try {
      await recordLayoutShifts(page);
      await page.goto('/quotes/aq-ready');
      // The page spinner while the routes' chunk is held (the entry waits for it at most 400 ms).
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…', {
        timeout: FIRST_PAINT_MS,
      });
      await painted(page);
      expect(routes.held(), 'the routes chunk was requested through the held route').toBeGreaterThan(0);
      routes.release();
      // The tool's placeholder while its chunk is held.
      await expect(page.getByRole('main').getByRole('status')).toHaveText(/your quote/, {
        timeout: FIRST_PAINT_MS,
      });
      await painted(page);
      expect(tool.held(), 'the tool chunk was requested through the held route').toBeGreaterThan(0);
      tool.release();
      await expect(page.getByTestId('quote-total')).toHaveText('$810.00', { timeout: FIRST_PAINT_MS });
      await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
      const shifts = await layoutShifts(page);
      expect(shifts.total, shifts.sources.join('\n')).toBeLessThanOrEqual(0.02);
    } finally {
      routes.release();
      tool.release();
      await context.close();
    }
  });
}

// The signed-in home on a phone: the header's name is painted first and the user menu (its own chunk, loaded
// when idle) replaces it with the same box; the header once wrapped to two rows then.
test('the signed-in home does not shift as the user menu arrives (phone)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  try {
    await signInFromHome(page, 'client');
    await recordLayoutShifts(page);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your Tools' })).toBeVisible({ timeout: FIRST_PAINT_MS });
    await expect(page.getByRole('banner').getByRole('button', { name: 'client', exact: true })).toBeVisible({
      timeout: FIRST_PAINT_MS,
    });
    await painted(page);
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.sources.join('\n')).toBeLessThanOrEqual(0.02);
  } finally {
    await context.close();
  }
});
