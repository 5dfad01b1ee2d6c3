// The browser side of one scenario: a tab per caller (the persona, another user a step acts as, or a
// visitor), each in its own context so sessions never mix, signed in through the portal's sign-in page.
// The tab's clock is the fixture clock, so deadlines and token lifetimes read the same as in the API driver.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { recordApiCalls, type PageCalls } from './apiCalls';
import { SETTLE_MS, settle } from './pageState';

export const VISITOR = 'anonymous';

export interface Tab {
  page: Page;
  calls: PageCalls & { reset(): void };
  username?: string;
  /** Whom the tab acts as through Start impersonation, if anyone. */
  impersonating?: string;
}

export interface SessionOptions {
  baseUrl: string;
  password: string;
  now: () => number;
  /** With --base-url, the portal's config.json is answered here (API and Cognito of the driver's backend). */
  config?: () => unknown;
  actionTimeoutMs?: number;
}

/** The header's menu button of a signed-in user. */
export const userMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

async function signIn(tab: Tab, username: string, password: string): Promise<void> {
  const { page } = tab;
  const signInPage = await tab.calls.open('/signIn?returnTo=%2F');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await settle(page, userMenu(page, username), signInPage);
}

export class UiSession {
  private readonly contexts: BrowserContext[] = [];
  private readonly tabs = new Map<string, Promise<Tab>>();

  constructor(
    private readonly browser: Browser,
    private readonly options: SessionOptions,
  ) {}

  /** The tab of a caller (a username, or VISITOR), opened and signed in on first use. */
  tab(caller: string | undefined): Promise<Tab> {
    const key = caller ?? VISITOR;
    if (!this.tabs.has(key)) this.tabs.set(key, this.open(key === VISITOR ? undefined : key));
    return this.tabs.get(key)!;
  }

  /** The tabs opened so far (for a screenshot of the one a failed step used). */
  async openTabs(): Promise<Tab[]> {
    return Promise.all([...this.tabs.values()].map((t) => t.catch(() => undefined))).then((tabs) =>
      tabs.filter((t): t is Tab => !!t),
    );
  }

  /** Sets every tab's clock to the fixture clock (after a step moved it). */
  async syncClock(): Promise<void> {
    await Promise.all(this.contexts.map((c) => c.clock.setFixedTime(this.options.now())));
  }

  private async open(username: string | undefined): Promise<Tab> {
    const context = await this.browser.newContext({
      baseURL: this.options.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    this.contexts.push(context);
    // Signing in is the driver's own setup, not a step: it always gets the settle time, so a short action
    // timeout (a test of a broken label) cannot fail it on a busy machine.
    context.setDefaultTimeout(SETTLE_MS);
    await context.clock.setFixedTime(this.options.now());
    const config = this.options.config;
    if (config) await context.route(/\/config\.json(\?|$)/, (route) => route.fulfill({ json: config() }));
    const page = await context.newPage();
    const tab: Tab = { page, calls: recordApiCalls(page), username };
    if (username) await signIn(tab, username, this.options.password);
    context.setDefaultTimeout(this.options.actionTimeoutMs ?? SETTLE_MS);
    // A page load is the machine's pace, not a label's presence: a short action timeout never bounds it.
    context.setDefaultNavigationTimeout(SETTLE_MS);
    return tab;
  }

  async close(): Promise<void> {
    this.tabs.clear();
    await Promise.all(this.contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  }
}
