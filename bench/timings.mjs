// Timings of the production build in headless Chromium on localhost (the same browser and flags as the
// end-to-end tests): the home page's largest contentful paint, a deep link to a tool, and the delay from
// a tile click to the next paint. Medians of several cold runs; printed against their goals.
/* global window, document, requestAnimationFrame -- the functions handed to page.evaluate run in the page */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { formTypingTimings } from './formTyping.mjs';
import { largeTableTimings } from './largeTable.mjs';
import { MT_LIST_SIZE, mtListTimings } from './mtList.mjs';

export const timingGoals = {
  homeLcpMs: 500,
  deepLinkMs: 700,
  tileInputToPaintMs: 50,
  /** Cumulative layout shift of the quote page's load. */
  quoteCls: 0.02,
  /** The dashboard's 5,000-row list: 95th percentile frame while scrolling, filter to row count. */
  largeTableScrollFrameMs: 34,
  largeTableFilterMs: 100,
  /** AI Translation's Your requests with 300 requests: paging, rows per page and the status filter. */
  mtListInteractionMs: 100,
  mtListToRowsMs: 100,
  formKeystrokeMs: 50,
};

const RUNS = 5;
/** The MT list's goal holds in five consecutive runs: each run's worst change counts. */
const MT_LIST_RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** A figure of several runs: its median, and the spread between the runs. */
const ofRuns = (values) => ({
  median: median(values),
  lowest: Math.min(...values),
  highest: Math.max(...values),
  runs: values.length,
});

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(root) {
  const port = await freePort();
  const child = spawn('node', ['esbuild.config.mjs', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the production server did not start');
}

/** The latest largest-contentful-paint candidate, read once the page has settled. */
const readLcp = () =>
  new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

async function homeLcp(browser, base) {
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await page.waitForTimeout(300);
    samples.push(await page.evaluate(readLcp));
    await context.close();
  }
  return ofRuns(samples);
}

/** Records (on the page's clock, from navigation start) when the selector first shows the text. */
function watchFor({ selector, text }) {
  const check = () => {
    const element = document.querySelector(selector);
    if (element && element.textContent?.includes(text)) window.__visibleAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function deepLink(browser, base, path, selector, text) {
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(watchFor, { selector, text });
    await page.goto(`${base}${path}`);
    await page.waitForFunction(() => window.__visibleAt !== undefined);
    samples.push(await page.evaluate(() => window.__visibleAt));
    await context.close();
  }
  return ofRuns(samples);
}

/** Sums layout shifts (not right after input, as CLS) of the document from its start. */
function recordShifts() {
  window.__shift = { total: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift.total += entry.value;
  });
  observer.observe({ type: 'layout-shift', buffered: true });
  window.__shift.observer = observer;
}

/** CLS of a cold load of the quote page in `viewport`, once its total shows (worst of the runs). */
export async function quoteCls(browser, base, viewport) {
  const samples = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    await page.goto(`${base}/quotes/aq-ready`);
    await page.getByTestId('quote-total').waitFor({ timeout: 30_000 });
    samples.push(
      await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        for (const entry of window.__shift.observer.takeRecords())
          if (!entry.hadRecentInput) window.__shift.total += entry.value;
        return window.__shift.total;
      }),
    );
    await context.close();
  }
  return Math.max(...samples);
}

/** From the click's input timestamp to just after the next frame is painted. */
function measureNextPaint() {
  window.__clickToPaint = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      },
      { capture: true, once: true },
    );
  });
}

async function tileInputToPaint(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/signIn`);
  await page.getByRole('button', { name: 'Sign in as client' }).click();
  const tile = page.getByRole('link', { name: /^Help & FAQ/ });
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    await tile.waitFor();
    await page.evaluate(measureNextPaint);
    await tile.click();
    samples.push(await page.evaluate(() => window.__clickToPaint));
    await page.getByRole('heading', { level: 1, name: 'Help & FAQ' }).waitFor();
    await page.goBack();
  }
  await context.close();
  return ofRuns(samples);
}

const medianRow = (label, runs, goal) => ({ label, ms: runs.median, runs, goal });

/**
 * Runs the timings; returns printable rows, or a reason they could not run. A row of several runs carries
 * `runs` (median, lowest, highest): its `ms` is the median, or for the MT list, whose goal holds in every
 * run, the highest.
 */
export async function measureTimings(root) {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath))
    return { skipped: `no Chromium at ${executablePath} (see tests/e2e/run.mjs)` };
  const { chromium } = await import('playwright-core');
  const server = await startServer(root);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const largeTable = await largeTableTimings(browser, server.base);
    const mtList = [];
    for (let run = 0; run < MT_LIST_RUNS; run++) mtList.push(await mtListTimings(browser, server.base));
    const mtWorst = ofRuns(mtList.map((run) => run.worstToRowsMs));
    const mtInteraction = ofRuns(mtList.map((run) => run.worstInteractionMs));
    const typing = await formTypingTimings(browser, server.base);
    return {
      rows: [
        {
          label: `request form, ${typing.fields} fields: keystroke to paint, p95 of ${typing.keystrokes}`,
          ms: Math.round(typing.p95),
          goal: timingGoals.formKeystrokeMs,
        },
        {
          label: `MT list of ${MT_LIST_SIZE}: worst of ${mtList[0].interactions} interactions (Event Timing)`,
          ms: mtInteraction.highest,
          runs: mtInteraction,
          goal: timingGoals.mtListInteractionMs,
        },
        {
          label: `MT list of ${MT_LIST_SIZE}: page/filter input to new rows, worst of ${mtList[0].changes}`,
          ms: Math.round(mtWorst.highest),
          runs: mtWorst,
          goal: timingGoals.mtListToRowsMs,
        },
        {
          label: 'dashboard 5,000-row list: scroll, 95th percentile frame',
          ms: Math.round(largeTable.scrollP95 * 10) / 10,
          goal: timingGoals.largeTableScrollFrameMs,
        },
        {
          label: 'dashboard 5,000-row list: filter keystroke to row count',
          ms: Math.round(largeTable.filterMs),
          goal: timingGoals.largeTableFilterMs,
        },
        medianRow(
          `home page LCP, signed out (median of ${RUNS}, cold)`,
          await homeLcp(browser, server.base),
          timingGoals.homeLcpMs,
        ),
        medianRow(
          `deep link /consoleHelp to its content (median of ${RUNS})`,
          await deepLink(browser, server.base, '/consoleHelp', 'main h1', 'Help & FAQ'),
          timingGoals.deepLinkMs,
        ),
        medianRow(
          `deep link /b-west/quickTranslation (branch lookup, median)`,
          await deepLink(browser, server.base, '/b-west/quickTranslation', 'main h1', 'Quick Translation'),
          timingGoals.deepLinkMs,
        ),
        medianRow(
          `tile click, input to next paint (median of ${RUNS})`,
          await tileInputToPaint(browser, server.base),
          timingGoals.tileInputToPaintMs,
        ),
        {
          label: 'quote page CLS, desktop 1350×940 (worst of 3, demo mode)',
          value: await quoteCls(browser, server.base, { width: 1350, height: 940 }),
          goal: timingGoals.quoteCls,
          unit: 'cls',
        },
        {
          label: 'quote page CLS, phone 412×823 (worst of 3, demo mode)',
          value: await quoteCls(browser, server.base, { width: 412, height: 823 }),
          goal: timingGoals.quoteCls,
          unit: 'cls',
        },
      ],
    };
  } finally {
    await browser.close();
    server.stop();
  }
}
