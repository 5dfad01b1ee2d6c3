// Diagnostic: what runs on the main thread while a page loads, in figures a busy machine moves little. Each
// production build (bench/lighthouseAB.mjs build <dir>) is loaded cold in Chromium, runs interleaved. A
// trace gives each main-thread task's thread (CPU) time; as Lighthouse's mobile simulation does, a phone is
// taken to run each task 4x as long, and a task's part over 50 ms blocks (TBT counts that after the first
// contentful paint). A CPU profile of the same load gives the self time per source file and per function
// (named through the build's source maps; their sum is wall time, so a busy machine inflates it, evenly).
// Per page and build: median and spread (lowest–highest) of the runs, with the machine's load.
//   node bench/mainThread.mjs <dirA> [<dirB> ...]
// BENCH_AB_API_PORT, BENCH_LIGHTHOUSE_PAGES and BENCH_LIGHTHOUSE_RUNS (5 by default) as for lighthouseAB.mjs;
// BENCH_PROFILE_TOP=<n> functions listed per page and build (15 by default).
/* global window, location -- addInitScript and waitForFunction run these in the page */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMap } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { loadTsModule } from '../scripts/load-ts.mjs';
import { startFixtureApi } from '../scripts/fixture-api.mjs';
import { pageLabel, SELECTED_PAGES } from './lighthouse.mjs';

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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

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

const sourceMaps = new Map();
/** Where a minified position comes from in the sources (the build's own source map), or undefined. */
function original(dir, url, line, column) {
  const file = url.startsWith('http') ? new URL(url).pathname : '';
  if (!file.endsWith('.js')) return undefined;
  if (!sourceMaps.has(file)) {
    let map;
    try {
      map = new SourceMap(JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')));
    } catch {
      map = undefined;
    }
    sourceMaps.set(file, map);
  }
  const entry = sourceMaps.get(file)?.findEntry(line, column);
  if (!entry?.originalSource) return undefined;
  const source = entry.originalSource.replace(/^.*?(node_modules\/|src\/|fixtures\/)/, '$1');
  return { source, line: entry.originalLine + 1, name: entry.name };
}

/**
 * Self time (ms) per function of a CPU profile (named by the source map), per source file, and its busy time
 * (every sample but idle and "program", the browser's own work outside script).
 */
function selfTimes(profile, dir) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const files = new Map();
  const timeline = [];
  let busy = 0;
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    const node = byId.get(profile.samples[index]);
    at += profile.timeDeltas[index] ?? 0;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    busy += ms;
    const where = original(dir, url, lineNumber, columnNumber);
    const file = where?.source ?? (url ? basename(url.split('?')[0]) : '(browser)');
    const key = `${where?.name ?? (functionName || '(anonymous)')} ${file}:${where ? where.line : `${lineNumber + 1}:${columnNumber + 1}`}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const group = file.startsWith('node_modules/')
      ? file
          .split('/')
          .slice(0, file.includes('/@') ? 3 : 2)
          .join('/')
      : file;
    files.set(group, (files.get(group) ?? 0) + ms);
    timeline.push({ at, ms, file: group, name: key });
  }
  return { self, files, busy, timeline };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
  'v8',
  'v8.execute',
];

/**
 * The renderer's main-thread tasks of a trace, each with its wall time and its thread (CPU) time, and the
 * first contentful paint, of the renderer that loaded `url`.
 */
function mainThreadTasks(trace, url) {
  const events = JSON.parse(trace).traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  const inner = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !mains.has(`${e.pid}:${e.tid}`)) continue;
    if (e.name !== 'RunTask') {
      const key = `${e.pid}:${e.tid}`;
      inner.set(key, [...(inner.get(key) ?? []), e]);
      continue;
    }
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  // The page's renderer: the one whose document the navigation loaded.
  const navigation = events
    .filter(
      (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(url),
    )
    .at(-1);
  // Without its navigation in the trace (a busy machine can drop events): the renderer that worked most.
  const total = (key) => (byThread.get(key) ?? []).reduce((sum, e) => sum + e.dur, 0);
  const thread =
    [...mains].find((key) => key.startsWith(`${navigation?.pid}:`)) ??
    [...mains].sort((a, b) => total(b) - total(a))[0] ??
    '';
  const [pid] = thread.split(':');
  const runs = byThread.get(thread) ?? [];
  // Top level only: a task nested in another is part of it.
  const tasks = [];
  let end = -Infinity;
  for (const e of [...runs].sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    tasks.push({ ts: e.ts, wallMs: e.dur / 1000, cpuMs: (e.tdur ?? e.dur) / 1000, events: [] });
  }
  // What each task did, by the trace's events for parsing, compiling, running scripts, style and layout.
  const WHAT = new Set([
    'ParseHTML',
    'v8.compile',
    'v8.compileModule',
    'EvaluateScript',
    'v8.evaluateModule',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'MajorGC',
    'MinorGC',
    'V8.GC_MC_BACKGROUND_MARKING',
  ]);
  let index = 0;
  for (const e of [...(inner.get(thread) ?? [])].sort((a, b) => a.ts - b.ts)) {
    if (!WHAT.has(e.name) && !process.env.BENCH_TRACE_ALL) continue;
    while (index < tasks.length && tasks[index].ts + tasks[index].wallMs * 1000 < e.ts) index++;
    const task = tasks[index];
    if (!task || e.ts < task.ts) continue;
    const script = e.args?.data?.url ?? e.args?.fileName;
    const what = script ? `${e.name} ${basename(String(script).split('?')[0])}` : e.name;
    task.events.push({ what, cpuMs: (e.tdur ?? e.dur) / 1000 });
  }
  const endMark = events.find((e) => e.name === 'bench-end' && String(e.pid) === pid)?.ts ?? Infinity;
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint' && String(e.pid) === pid)
    .map((e) => e.ts)
    .sort((a, b) => a - b)
    .at(-1);
  if (!tasks.length) throw new Error('no main-thread task in the trace');
  // From the navigation on: what ran before it (the previous page, the tools' set-up) is not the load.
  const start = navigation?.ts ?? -Infinity;
  return { tasks: tasks.filter((task) => task.ts + task.wallMs * 1000 > start && task.ts < endMark), fcp };
}

/** Each task with the source files and functions that had most of its samples (BENCH_PROFILE_TASKS=1). */
function printTasks(tasks, phone, timeline) {
  for (const task of tasks) {
    const inside = timeline.filter(
      (sample) => sample.at >= task.ts && sample.at <= task.ts + task.wallMs * 1000,
    );
    const sum = (field) => {
      const totals = new Map();
      for (const sample of inside) totals.set(sample[field], (totals.get(sample[field]) ?? 0) + sample.ms);
      return [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ');
    };
    const events = new Map();
    for (const { what, cpuMs } of task.events) events.set(what, (events.get(what) ?? 0) + cpuMs);
    const traced = [...events]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([what, ms]) => `${what} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(
      `    task ${Math.round(phone(task))} ms on a phone (trace, CPU ms: ${traced})\n      ${sum('file')}\n      ${sum('name')}`,
    );
  }
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
    if (process.env.BENCH_PROFILE_TASKS)
      printTasks(
        afterFcp.filter((task) => phone(task) > 50),
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

const dirs = process.argv.slice(2);
if (!dirs.length) {
  console.error('usage: node bench/mainThread.mjs <dir> [<dir> ...]   (builds from lighthouseAB.mjs build)');
  process.exit(2);
}
const { DEMO_PASSWORD: password } = await loadTsModule(join(root, 'fixtures/data/personas.ts'));
const state = mkdtempSync(join(tmpdir(), 'bench-main-thread-'));
const fixtures = await startFixtureApi(root, state, apiPort);
const sites = [];
for (const dir of dirs) {
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
  const server = await startStaticServer({
    root: resolve(dir),
    port: 0,
    config: () => config,
    immutableAssets: true,
  });
  sites.push({
    name: basename(dir),
    dir: resolve(dir),
    base: `http://127.0.0.1:${server.address().port}`,
    server,
  });
}
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] });
const samples = new Map();
const loads = [];
try {
  for (let run = 0; run < runs; run++) {
    loads.push(loadavg()[0]);
    for (const page of SELECTED_PAGES) {
      for (const site of run % 2 ? [...sites].reverse() : sites) {
        const key = `${pageLabel(page)} ${site.name}`;
        const result = await measure(browser, site, page, password).catch((error) => ({
          error: String(error?.message ?? error).split('\n')[0],
        }));
        if (result.error) {
          console.log(`  ${key}: not measured: ${result.error}`);
          continue;
        }
        console.log(
          `  ${key}: CPU ${Math.round(result.cpuMs)} ms; on a phone ${result.longTasks} long tasks, longest ${Math.round(result.longestMs)} ms, blocking ${Math.round(result.blockingMs)} ms after FCP (${Math.round(result.blockingAllMs)} ms in all)`,
        );
        samples.set(key, [...(samples.get(key) ?? []), result]);
      }
    }
  }
} finally {
  await browser.close();
  for (const site of sites) site.server.close();
  await fixtures.stop();
  rmSync(state, { recursive: true, force: true });
}

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
/** Mean over the runs of a per-name figure, largest first. */
function means(results, field) {
  const total = new Map();
  for (const result of results)
    for (const [name, ms] of result[field]) total.set(name, (total.get(name) ?? 0) + ms / results.length);
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, top);
}
for (const [key, results] of samples) {
  console.log(`\n  ${key}: self time per source file (packages as one), mean of ${results.length} runs`);
  for (const [name, ms] of means(results, 'files'))
    console.log(`    ${`${ms.toFixed(1)} ms`.padStart(10)}  ${name}`);
  console.log(`  ${key}: self time per function`);
  for (const [name, ms] of means(results, 'self'))
    console.log(`    ${`${ms.toFixed(1)} ms`.padStart(10)}  ${name}`);
}
