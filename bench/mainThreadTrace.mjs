// What bench/mainThread.mjs reads from a Chromium trace and a CPU profile: the main thread's tasks with their
// thread time, and self time per source file and function named through a build's source maps.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median and the spread of the runs, e.g. '212 (180–260)'. */
export const spread = (values) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

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
export function selfTimes(profile, dir) {
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

export const TRACE_CATEGORIES = [
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
 * first contentful paint, of the renderer that loaded `url` (without one, or when the trace lacks its
 * navigation: of the renderer that worked most). `threads`: the thread time of every thread of that
 * renderer's process, by name (a service worker's among them).
 */
export function mainThreadTasks(trace, url) {
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
      (e) =>
        url !== undefined &&
        e.name === 'navigationStart' &&
        String(e.args?.data?.documentLoaderURL ?? '').startsWith(url),
    )
    .at(-1);
  // A busy machine can drop the navigation's event: the renderer that worked most, then.
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
  const names = new Map(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && String(e.pid) === pid)
      .map((e) => [e.tid, e.args?.name]),
  );
  const threads = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || String(e.pid) !== pid || e.ts >= endMark) continue;
    const name = names.get(e.tid) ?? String(e.tid);
    threads.set(name, (threads.get(name) ?? 0) + (e.tdur ?? e.dur) / 1000);
  }
  // From the navigation on (or a 'bench-start' mark): what ran before it (the previous page, the tools'
  // set-up) is not measured.
  const start =
    navigation?.ts ?? events.find((e) => e.name === 'bench-start' && String(e.pid) === pid)?.ts ?? -Infinity;
  // Marks of the page's (performance.mark), by name, in the trace's clock.
  const marks = new Map();
  for (const e of events) {
    if (String(e.pid) !== pid || !String(e.cat ?? '').includes('blink.user_timing')) continue;
    if (e.ph !== 'R' && e.ph !== 'I' && e.ph !== 'n' && e.ph !== 'b') continue;
    marks.set(e.name, [...(marks.get(e.name) ?? []), e.ts]);
  }
  return {
    marks,
    tasks: tasks.filter((task) => task.ts + task.wallMs * 1000 > start && task.ts < endMark),
    fcp,
    threads,
  };
}

/**
 * Each task with the source files and functions that had most of its samples, and the trace's events for
 * parsing, compiling, style and layout in it. `scale`: how long a task takes where it counts (a phone).
 */
export function printTasks(tasks, scale, timeline) {
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
      `    task ${Math.round(scale(task))} ms (trace, CPU ms: ${traced})\n      ${sum('file')}\n      ${sum('name')}`,
    );
  }
}

/** Mean over the runs of a per-name figure (a Map of each run's `field`), largest first. */
export function means(results, field, top) {
  const total = new Map();
  for (const result of results)
    for (const [name, ms] of result[field]) total.set(name, (total.get(name) ?? 0) + ms / results.length);
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/** The self time per source file and per function, mean of the runs, of each key's results. */
export function printSelfTimes(samples, top) {
  for (const [key, results] of samples) {
    console.log(`\n  ${key}: self time per source file (packages as one), mean of ${results.length} runs`);
    for (const [name, ms] of means(results, 'files', top))
      console.log(`    ${`${ms.toFixed(1)} ms`.padStart(10)}  ${name}`);
    console.log(`  ${key}: self time per function`);
    for (const [name, ms] of means(results, 'self', top))
      console.log(`    ${`${ms.toFixed(1)} ms`.padStart(10)}  ${name}`);
  }
}
