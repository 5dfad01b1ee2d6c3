// Diagnostic: what runs on the main thread while a page loads, in figures a busy machine moves little. Each
// production build (bench/lighthouseAB.mjs build <dir>) is loaded cold in Chromium, runs interleaved. A
// trace gives each main-thread task's thread (CPU) time; as Lighthouse's mobile simulation does, a phone is
// taken to run each task 4x as long, and a task's part over 50 ms blocks (TBT counts that after the first
// contentful paint). A CPU profile of the same load gives the self time per source file and per function
// (named through the build's source maps; their sum is wall time, so a busy machine inflates it, evenly).
// Per page and build: median and spread (lowest–highest) of the runs, with the machine's load.
//   node bench/mainThread.mjs <dirA> [<dirB> ...]
//   node bench/mainThread.mjs --mt-list <demoDirA> [<demoDirB> ...]   -> the MT list's changes (bench/mtList.mjs)
// on demo builds (LLTS_DIST_DIR=<dir> node esbuild.config.mjs build): input to rows, and the main thread's
// and the demo backend's (a service worker) thread time during them.
// BENCH_AB_API_PORT, BENCH_LIGHTHOUSE_PAGES and BENCH_LIGHTHOUSE_RUNS (5 by default) as for lighthouseAB.mjs;
// BENCH_PROFILE_TOP=<n> functions listed per page and build (15 by default); BENCH_PROFILE_TASKS=1 lists each
// task a phone runs over 50 ms after the first paint with what ran in it (=all: from the navigation on).
/* global window, location -- addInitScript and waitForFunction run these in the page */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { loadTsModule } from '../scripts/load-ts.mjs';
import { startFixtureApi } from '../scripts/fixture-api.mjs';
import { pageLabel, SELECTED_PAGES } from './lighthouse.mjs';
import { mtListTimings } from './mtList.mjs';
import {
  mainThreadTasks,
  printSelfTimes,
  printTasks,
  selfTimes,
  spread,
  TRACE_CATEGORIES,
} from './mainThreadTrace.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.BENCH_AB_API_PORT ?? 4461);
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const top = Number(process.env.BENCH_PROFILE_TOP ?? 15);
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Lighthouse's phone: its screen, and its CPU slowdown. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const CPU_SLOWDOWN = 4;
/**
 * The load runs unthrottled by default, as Lighthouse's simulation records it: Chromium's throttling keeps
 * the thread busy for the time it adds, so a throttled task's thread time grows with the machine's load.
 */
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
/** The load is over once no long task has started for this long (or at the cap). */
const QUIET_MS = 3000;
const CAP_MS = 25_000;

/** In the page, from its start: every long task's start and duration. */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function signIn(page, base, { username, password }) {
  await page.goto(`${base}/signIn`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('main button[type="submit"]').click();
  await page.waitForFunction(
    () => location.pathname !== '/signIn' && localStorage.getItem('llts.auth.session') !== null,
  );
  await page.goto('about:blank');
}

async function measure(browser, { base, dir }, page, password) {
  const context = await browser.newContext(MOBILE);
  try {
    const tab = await context.newPage();
    if (page.persona) await signIn(tab, base, { username: page.persona, password });
    await tab.addInitScript(recordLongTasks);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await cdp.send('Profiler.start');
    await tab.goto(`${base}${page.path}`, { waitUntil: 'load', timeout: 60_000 });
    const started = Date.now();
    for (;;) {
      await tab.waitForTimeout(500);
      const lastEnd = await tab.evaluate(() =>
        Math.max(0, ...window.__longTasks.map((task) => task.start + task.duration)),
      );
      const now = await tab.evaluate(() => performance.now());
      if (now - lastEnd >= QUIET_MS || Date.now() - started > CAP_MS) break;
    }
    // The end of the load in the trace: stopping the profile and the trace are tasks of their own.
    await tab.evaluate(() => performance.mark('bench-end'));
    const { profile } = await cdp.send('Profiler.stop');
    const { tasks, fcp } = mainThreadTasks(
      (await browser.stopTracing()).toString('utf8'),
      `${base}${page.path}`,
    );
    const path = new URL(tab.url()).pathname;
    if (path !== (page.endsOn ?? page.path)) throw new Error(`ended on ${path}`);
    const { self, files, busy, timeline } = selfTimes(profile, dir);
    // A phone CPU_SLOWDOWN times slower runs each task for that many times its CPU time here (as Lighthouse's
    // simulation counts it): its part over 50 ms blocks input. Thread time, unlike wall time, grows little
    // when other processes take the machine's cores.
    const phone = (task) => (task.cpuMs * CPU_SLOWDOWN) / THROTTLE;
    const afterFcp = tasks.filter((task) => fcp === undefined || task.ts + task.wallMs * 1000 > fcp);
    // BENCH_PROFILE_TASKS=all: the long tasks before the first paint too, which Lighthouse's simulation
    // (its own FCP, earlier than the trace's) often counts as blocking.
    if (process.env.BENCH_PROFILE_TASKS)
      printTasks(
        (process.env.BENCH_PROFILE_TASKS === 'all' ? tasks : afterFcp).filter((task) => phone(task) > 50),
        phone,
        timeline,
      );
    return {
      cpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0),
      blockingMs: afterFcp.reduce((sum, task) => sum + Math.max(0, phone(task) - 50), 0),
      blockingAllMs: tasks.reduce((sum, task) => sum + Math.max(0, phone(task) - 50), 0),
      longTasks: tasks.filter((task) => phone(task) > 50).length,
      longestMs: Math.max(0, ...tasks.map(phone)),
      busyMs: busy,
      self,
      files,
    };
  } finally {
    await context.close();
  }
}

/** The MT list's 19 changes (bench/mtList.mjs) with a CPU profile and a trace of them, on a demo build. */
async function measureMtList(browser, { base, dir }) {
  let cdp;
  const result = await mtListTimings(browser, base, {
    async start(page, context) {
      cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await cdp.send('Profiler.start');
      await page.evaluate(() => performance.mark('bench-start'));
    },
    async stop(page) {
      await page.evaluate(() => performance.mark('bench-end'));
      const { profile } = await cdp.send('Profiler.stop');
      return { profile, trace: (await browser.stopTracing()).toString('utf8') };
    },
  });
  const { tasks, threads, marks } = mainThreadTasks(result.recorded.trace);
  // Each change's main-thread time: the tasks from its input to the paint of its rows (marks of mtList.mjs).
  const inputs = (marks.get('mt-list-input') ?? []).sort((a, b) => a - b);
  const shown = (marks.get('mt-list-rows') ?? []).sort((a, b) => a - b);
  const perChange = inputs.map((from, index) =>
    tasks
      .filter((task) => task.ts + task.wallMs * 1000 > from && task.ts < (shown[index] ?? from))
      .reduce((sum, task) => sum + task.cpuMs, 0),
  );
  const { self, files, timeline } = selfTimes(result.recorded.profile, dir);
  const FRAME_MS = 16;
  if (process.env.BENCH_PROFILE_TASKS)
    printTasks(
      tasks.filter((task) => task.cpuMs > FRAME_MS),
      (task) => task.cpuMs,
      timeline,
    );
  const worker = [...threads].filter(([name]) => /service ?worker/i.test(name));
  return {
    worstToRowsMs: result.worstToRowsMs,
    medianToRowsMs: result.medianToRowsMs,
    worstToAllRowsMs: result.worstToAllRowsMs,
    medianToAllRowsMs: result.medianToAllRowsMs,
    worstInteractionMs: result.worstInteractionMs,
    toRowsEach: result.toRowsEach,
    cpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0),
    changeCpuMs: perChange.reduce((sum, ms) => sum + ms, 0),
    worstChangeCpuMs: Math.max(0, ...perChange),
    changeCpuEach: perChange.map(Math.round),
    longestMs: Math.max(0, ...tasks.map((task) => task.cpuMs)),
    overFrameMs: tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs - FRAME_MS), 0),
    workerMs: worker.reduce((sum, [, ms]) => sum + ms, 0),
    self,
    files,
  };
}

async function mtListMode(dirs) {
  const sites = [];
  for (const dir of dirs) sites.push(await startSite(dir));
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] });
  let measured;
  try {
    measured = await interleaved(['MT list'], sites, {
      name: (item) => item,
      measureOne: (_, site) => measureMtList(browser, site),
      describe: (result) =>
        `input to rows worst ${Math.round(result.worstToRowsMs)} ms, median ${Math.round(result.medianToRowsMs)} (${result.toRowsEach.join(' ')}), to all rows worst ${Math.round(result.worstToAllRowsMs)}, median ${Math.round(result.medianToAllRowsMs)}; main thread CPU ${Math.round(result.cpuMs)} ms, from input to rows ${Math.round(result.changeCpuMs)} (${result.changeCpuEach.join(' ')}), longest task ${Math.round(result.longestMs)}; service worker CPU ${Math.round(result.workerMs)} ms`,
    });
  } finally {
    await browser.close();
    for (const site of sites) site.server.close();
  }
  const { samples, loads } = measured;
  console.log(
    `\n  machine: ${availableParallelism()} cores, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the runs; 19 changes per run`,
  );
  const columns = [
    'worst to rows',
    'median to rows',
    'worst to all rows',
    'CPU input→rows',
    'worst change CPU',
    'main-thread CPU',
    'longest task',
    'worker CPU',
  ];
  console.log(
    `  ${`median of ${runs} (lowest–highest), ms`.padEnd(40)} ${columns.map((c) => c.padStart(17)).join(' ')}`,
  );
  for (const [key, results] of samples) {
    const pick = (name) => spread(results.map((result) => result[name])).padStart(17);
    console.log(
      `  ${key.padEnd(40)} ${['worstToRowsMs', 'medianToRowsMs', 'worstToAllRowsMs', 'changeCpuMs', 'worstChangeCpuMs', 'cpuMs', 'longestMs', 'workerMs'].map(pick).join(' ')}`,
    );
  }
  printSelfTimes(samples, top);
}

/**
 * `runs` rounds of measuring every item on every site, the sites in reverse order every other round so a
 * busy spell hits every build alike. Prints each result (`describe`) as it comes; returns the results by
 * item and site, and the load average as each round began.
 */
async function interleaved(items, sites, { name, measureOne, describe }) {
  const samples = new Map();
  const loads = [];
  for (let run = 0; run < runs; run++) {
    loads.push(loadavg()[0]);
    for (const item of items) {
      for (const site of run % 2 ? [...sites].reverse() : sites) {
        const key = `${name(item)} ${site.name}`;
        const result = await measureOne(item, site).catch((error) => ({
          error: String(error?.message ?? error).split('\n')[0],
        }));
        if (result.error) {
          console.log(`  ${key}: not measured: ${result.error}`);
          continue;
        }
        console.log(`  ${key}: ${describe(result)}`);
        samples.set(key, [...(samples.get(key) ?? []), result]);
      }
    }
  }
  return { samples, loads };
}

/**
 * A build's folder served as serve:dist serves it, on a free port, with its own config.json or `config` (the
 * fixture API's, with its Cognito pool: a production build's config.json names only the API).
 */
async function startSite(dir, config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))) {
  const server = await startStaticServer({
    root: resolve(dir),
    port: 0,
    config: () => config,
    immutableAssets: true,
  });
  return {
    name: basename(dir),
    dir: resolve(dir),
    base: `http://127.0.0.1:${server.address().port}`,
    server,
  };
}

const args = process.argv.slice(2);
const dirs = args.filter((arg) => arg !== '--mt-list');
if (!dirs.length) {
  console.error(
    'usage: node bench/mainThread.mjs [--mt-list] <dir> [<dir> ...]   (builds from lighthouseAB.mjs build; demo builds for --mt-list)',
  );
  process.exit(2);
}
if (args.includes('--mt-list')) {
  await mtListMode(dirs);
  process.exit(0);
}
const { DEMO_PASSWORD: password } = await loadTsModule(join(root, 'fixtures/data/personas.ts'));
const state = mkdtempSync(join(tmpdir(), 'bench-main-thread-'));
const fixtures = await startFixtureApi(root, state, apiPort);
const sites = [];
let browser;
let measured;
try {
  for (const dir of dirs) sites.push(await startSite(dir, fixtures.config));
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] });
  measured = await interleaved(SELECTED_PAGES, sites, {
    name: pageLabel,
    measureOne: (page, site) => measure(browser, site, page, password),
    describe: (result) =>
      `CPU ${Math.round(result.cpuMs)} ms; on a phone ${result.longTasks} long tasks, longest ${Math.round(result.longestMs)} ms, blocking ${Math.round(result.blockingMs)} ms after FCP (${Math.round(result.blockingAllMs)} ms in all)`,
  });
} finally {
  await browser?.close();
  for (const site of sites) site.server.close();
  await fixtures.stop();
  rmSync(state, { recursive: true, force: true });
}
const { samples, loads } = measured;

console.log(
  `\n  machine: ${availableParallelism()} cores, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the runs; a phone's tasks ${CPU_SLOWDOWN}x the thread time (throttled ${THROTTLE}x)`,
);
console.log(
  `  ${`median of ${runs} (lowest–highest), ms`.padEnd(48)} ${'main-thread CPU'.padStart(18)} ${'blocking after FCP'.padStart(20)} ${'blocking in all'.padStart(18)} ${'longest task'.padStart(16)}`,
);
for (const [key, results] of samples) {
  const pick = (name) => spread(results.map((result) => result[name]));
  console.log(
    `  ${key.padEnd(48)} ${pick('cpuMs').padStart(18)} ${pick('blockingMs').padStart(20)} ${pick('blockingAllMs').padStart(18)} ${pick('longestMs').padStart(16)}`,
  );
}
printSelfTimes(samples, top);
