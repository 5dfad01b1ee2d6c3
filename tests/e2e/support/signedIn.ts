// A signed-in start for tests about what a signed-in user does, not about signing in (those stay on the
// form: tests/e2e/shell/personas, sessions, mfa, deepLink). Each persona signs in through the portal's own
// form once per worker, in a context of its own; a test then starts its own fresh context with that stored
// session, as a second tab or a reload of the portal would find it, and its demo backend on the seed.
// The identity service's tokens are signed, self-contained and checked against the user record and the
// fixture clock (fixtures/cognito/tokens.ts), so the seed every test starts from accepts them.
import { test, type Browser, type Page } from '@playwright/test';
import { openPortal } from './backend';
import { signInFromHome } from './signIn';

/** The portal's stored session (src/platform/auth/storedSession.ts); nothing else is carried over. */
const SESSION_KEY = 'llts.auth.session';

const sessions = new Map<string, Promise<string>>();

async function signInOnce(browser: Browser, baseURL: string, username: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInFromHome(page, username);
    const session = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    if (!session) throw new Error(`no stored session after signing in as ${username}`);
    return session;
  } finally {
    await context.close();
  }
}

/**
 * Opens `path` signed in as `username` in the test's fresh context: the stored session is put in place on
 * the portal's origin (config.json, which starts no app), then the page loads as after a reload.
 */
export async function openSignedIn(page: Page, username: string, path = '/'): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  const browser = page.context().browser()!;
  if (!sessions.has(username)) sessions.set(username, signInOnce(browser, baseURL, username));
  const session = await sessions.get(username)!.catch((error: unknown) => {
    sessions.delete(username);
    throw error;
  });
  // A test starts on /config.json (support/test.ts): no need to load it again.
  if (page.url() !== new URL('/config.json', baseURL).href) await page.goto('/config.json');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session] as const);
  await openPortal(page, path);
}
