// One Lighthouse run for bench/lighthouse.mjs, through Lighthouse's Node API on a puppeteer page (the
// puppeteer-core Lighthouse itself depends on, from the same cache folder), so a signed-in page can be
// measured: the run signs in through the portal's own form first (the path real users take, as the e2e
// suite does), then clears the HTTP cache and lets Lighthouse load the page with the session's storage
// kept (`disableStorageReset`): a cold load of a returning user. A signed-out run is Lighthouse's default,
// a new user with empty storage. Every run gets its own Chromium and a fresh profile.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SIGN_IN_TIMEOUT_MS = 60_000;

/** Lighthouse, its desktop preset and puppeteer-core from the cache folder lighthouse.mjs installed. */
export async function loadLighthouse(dir) {
  const modules = join(dir, 'node_modules');
  const load = (path) => import(pathToFileURL(join(modules, path)).href);
  const [{ default: lighthouse }, { default: desktopConfig }, puppeteer] = await Promise.all([
    load('lighthouse/core/index.js'),
    load('lighthouse/core/config/desktop-config.js'),
    load('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js'),
  ]);
  return { lighthouse, desktopConfig, puppeteer: puppeteer.default ?? puppeteer };
}

/**
 * Signs in as a persona through /signIn and waits until the portal has left the form with a stored
 * session. The password is the demo personas' (fixtures/data/personas.ts), in both modes: production mode's
 * API is `llts fixtures serve`, with the same users.
 */
async function signIn(page, origin, { username, password }) {
  await page.goto(`${origin}/signIn`, { waitUntil: 'load' });
  await page.waitForSelector('input[name="username"]', { visible: true, timeout: SIGN_IN_TIMEOUT_MS });
  await page.type('input[name="username"]', username);
  await page.type('input[name="password"]', password);
  await page.click('main button[type="submit"]');
  await page.waitForFunction(
    // The key of src/platform/auth/storedSession.ts.
    () =>
      globalThis.location.pathname !== '/signIn' &&
      globalThis.localStorage.getItem('llts.auth.session') !== null,
    { timeout: SIGN_IN_TIMEOUT_MS, polling: 100 },
  );
  // Leave the portal, so nothing it does after the sign-in overlaps the measured load.
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** The scored audits of a category that did not pass, by id: what keeps its score under 100. */
const failedAudits = (lhr, category) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);

/**
 * Lighthouse's report reduced to the figures printed, plus what was the LCP element and the best-practices
 * audits that failed (for a diagnosis).
 */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? NaN) * 100),
    bestPracticesFailed: failedAudits(lhr, 'best-practices'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferBytes: audit('total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpElement
      ? `${lcpElement.selector ?? ''} "${(lcpElement.snippet ?? '').slice(0, 80)}"`
      : undefined,
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * One run: `base` + `path` on a fresh Chromium, desktop or mobile, signed in as `persona` when given. A
 * page that ends on another path than `endsOn` (a guard sent it to the sign-in form) reports that as its
 * runtime error: the figures would be another page's. `keepReport` adds the whole report (`lhr`).
 */
export async function lighthouseOnce(
  tools,
  { base, path, endsOn = path, formFactor, persona, keepReport = false },
) {
  const url = `${base}${path}`;
  const { lighthouse, desktopConfig, puppeteer } = tools;
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    if (persona) await signIn(page, base, persona);
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
      disableStorageReset: Boolean(persona),
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    const measured = figures(result.lhr);
    if (keepReport) measured.lhr = result.lhr;
    if (!measured.runtimeError && new URL(measured.finalUrl).pathname !== endsOn) {
      measured.runtimeError = `ended on ${new URL(measured.finalUrl).pathname}, not ${endsOn}`;
    }
    return measured;
  } finally {
    await browser.close();
  }
}
