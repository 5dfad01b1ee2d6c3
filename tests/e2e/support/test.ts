// The `test` every e2e spec imports: Playwright's own, with two changes. Every test fails on a Content Security
// Policy violation (cspGuard.ts). And a worker keeps one page from test to test instead of opening a new browser context for each: a new context starts a renderer process and
// compiles the portal afresh, which was the largest share of the suite's CPU time. Every test still starts
// as a first visit would: the page is emptied of what the previous test left (storage, cookies,
// permissions, routes, listeners, other tabs, media emulation, viewport), and the demo backend, which keeps
// its state in local storage, starts on the seed. A test that changes what cannot be undone on a page (a
// fake clock, an init script) imports `isolatedTest` instead and gets a context of its own.
import {
  test as playwrightTest,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
  type TestInfo,
  type WorkerInfo,
} from '@playwright/test';
import { cspFixtures, watchViolations } from './cspGuard';

export * from '@playwright/test';

/** The events a test may listen to; their listeners go with the test. */
const PAGE_EVENTS = [
  'close',
  'console',
  'crash',
  'dialog',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'domcontentloaded',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

/** The page a worker reuses, and its context; replaced whenever a test fails or leaves it unusable. */
class ReusablePage {
  private context?: BrowserContext;
  private page?: Page;
  private devtools?: CDPSession;
  private baseURL = '';

  constructor(private readonly open: () => Promise<BrowserContext>) {}

  async forTest(viewport: { width: number; height: number } | null, baseURL: string): Promise<Page> {
    if (!this.page || this.page.isClosed()) {
      await this.discard();
      this.context = await this.open();
      await watchViolations(this.context);
      this.page = await this.context.newPage();
      this.devtools = await this.context.newCDPSession(this.page);
      await this.devtools.send('ServiceWorker.enable');
    }
    if (viewport) await this.page.setViewportSize(viewport);
    this.baseURL = baseURL;
    // Local and session storage belong to the origin's documents: empty them from one that starts no app.
    await this.page.goto(this.configUrl);
    await this.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    return this.page;
  }

  /** The portal's /config.json: a document of its origin (so its storage) that starts no app. */
  private get configUrl(): string {
    return new URL('/config.json', this.baseURL).href;
  }

  contextForTest(): BrowserContext {
    if (!this.context) throw new Error('the reusable page is opened by the page fixture');
    return this.context;
  }

  /** Undoes what a test may have changed; a failed test's page is not trusted again. */
  async afterTest(testInfo: TestInfo): Promise<void> {
    const { context, page } = this;
    if (!context || !page) return;
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) {
      await this.discard();
      return;
    }
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearPermissions();
    await context.clearCookies();
    await page.emulateMedia({ media: null });
    // Leave the portal, so nothing it still runs writes to storage after the next test emptied it, for a
    // document of its origin that starts no app. The demo backend's service worker unregisters itself once
    // its last page is gone (about:blank would be that), and the next test's first load would install it
    // again, which costs more CPU than most of a test's own steps.
    await page.goto(this.configUrl);
    // Should a worker still be replaced: Playwright stays attached to every worker, so Chromium never stops
    // the replaced ones, they pile up, still running, and every later test's requests slow down with them.
    await this.devtools?.send('ServiceWorker.stopAllWorkers');
  }

  async discard(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    this.page = undefined;
    this.devtools = undefined;
    await context?.close();
  }
}

/**
 * The worker's reusable page. Both tests below register this one fixture, so their workers are alike and
 * Playwright runs either kind of test in the same worker (otherwise it starts workers of their own for the
 * isolated tests, each loading Playwright, the specs and a browser again).
 */
const reusablePageFixture: [
  (args: { browser: Browser }, use: (page: ReusablePage) => Promise<void>, info: WorkerInfo) => Promise<void>,
  { scope: 'worker' },
] = [
  async ({ browser }, use, workerInfo) => {
    const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion, locale } =
      workerInfo.project.use;
    const reusable = new ReusablePage(() =>
      browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        reducedMotion,
        locale,
      }),
    );
    await use(reusable);
    await reusable.discard();
  },
  { scope: 'worker' },
];

/** Playwright's test: a fresh context and page for each test. */
export const isolatedTest = playwrightTest.extend<
  { cspViolations: string[] },
  { reusablePage: ReusablePage }
>({
  reusablePage: reusablePageFixture,
  context: async ({ context }, use) => {
    await watchViolations(context);
    await use(context);
  },
  cspViolations: [cspFixtures.cspViolations, { auto: true }],
});

export const test = playwrightTest.extend<{ cspViolations: string[] }, { reusablePage: ReusablePage }>({
  cspViolations: [cspFixtures.cspViolations, { auto: true }],
  reusablePage: reusablePageFixture,
  page: async ({ reusablePage, viewport, baseURL }, use, testInfo) => {
    await use(await reusablePage.forTest(viewport, baseURL!));
    await reusablePage.afterTest(testInfo);
  },
  context: async ({ reusablePage, page }, use) => {
    void page;
    await use(reusablePage.contextForTest());
  },
});
