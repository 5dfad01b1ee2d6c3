// Diagnostic: where the end-to-end suite's CPU goes, by kind of process. Runs `node tests/e2e/run.mjs` with the
// arguments given (specs, --workers, --project; E2E_PREPARED=1 skips the build as usual) and, while it runs,
// reads /proc: every process the run starts is named by its kind (Chromium's browser, renderer, GPU and
// utility processes, Playwright's runner and workers, the static server, nginx, llts) and its CPU time summed.
// Each process counts as its last sample saw it: what it used in the moments before it ended is missed, a
// small part of a run whose processes live for seconds. The kernel's count of reaped children would miss more:
// Chromium's processes outlive the worker that started them. Linux only.
//   node bench/e2eCpu.mjs [playwright test arguments ...]
// e.g. E2E_PREPARED=1 node bench/e2eCpu.mjs tests/e2e/quotes --workers=1
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_MS = 200;

/** What a process is, from its command line. */
export function processKind(commandLine) {
  // Chromium starts some of its children as /proc/self/exe: they are known by their --type.
  if (/chrom/i.test(commandLine.split(' ')[0] ?? '') || /\s--type=/.test(commandLine)) {
    const type = /--type=([\w-]+)/.exec(commandLine)?.[1];
    if (!type) return 'Chromium: browser';
    const utility = /--utility-sub-type=([\w.]+)/.exec(commandLine)?.[1];
    return utility ? `Chromium: ${type} (${utility})` : `Chromium: ${type}`;
  }
  if (/workerProcessEntry/.test(commandLine)) return 'Playwright worker';
  if (/esbuild\.config\.mjs serve/.test(commandLine)) return 'static server';
  if (/\bnginx\b/.test(commandLine)) return 'nginx';
  // The bin itself, not any path through a checkout whose folder is named after the project (llts-portal).
  if (/(^|[\s/])llts(\.cjs)?(\s|$)/.test(commandLine)) return 'llts';
  if (/playwright/.test(commandLine)) return 'Playwright runner';
  return 'other';
}

/**
 * The fields of /proc/<pid>/stat this needs: the parent's pid and the CPU time in clock ticks (user and
 * system). The command name in parentheses may itself hold spaces and parentheses, so fields are counted from
 * the last ')'.
 */
export function parseStat(text) {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** Clock ticks per second (the unit of /proc's CPU times). */
function ticksPerSecond() {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(answer.stdout) || 100;
}

function readProcess(pid) {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined; // ended meanwhile
  }
}

/** Descendants of `root` now running, with their kind (named once, when first seen) and CPU ticks so far. */
function sample(root, seen) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcess(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  const descends = (pid) => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; at = stats.get(at)?.ppid ?? 0, hops++)
      if (at === root) return true;
    return false;
  };
  for (const [pid, { ticks: count }] of stats) {
    if (!descends(pid)) continue;
    let known = seen.get(pid);
    if (!known) {
      let commandLine = '';
      try {
        commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        continue;
      }
      known = { kind: processKind(commandLine), ticks: 0 };
      seen.set(pid, known);
    }
    known.ticks = Math.max(known.ticks, count);
  }
}

async function main(args) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const hz = ticksPerSecond();
  const load = [loadavg()[0]];
  const started = performance.now();
  const run = spawn(process.execPath, ['tests/e2e/run.mjs', ...args], { cwd: root, stdio: 'inherit' });
  const seen = new Map();
  const timer = setInterval(() => {
    sample(run.pid, seen);
    load.push(loadavg()[0]);
  }, SAMPLE_MS);
  const code = await new Promise((resolve) => run.on('close', (exit) => resolve(exit ?? 1)));
  clearInterval(timer);
  const wall = (performance.now() - started) / 1000;
  const byKind = new Map();
  for (const { kind, ticks } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + ticks / hz);
  const total = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);
  const row = (label, seconds) =>
    console.log(
      `  ${label.padEnd(50)} ${seconds.toFixed(1).padStart(8)} core-s ${((100 * seconds) / total).toFixed(0).padStart(4)} %`,
    );
  console.log(
    `\nThe run's CPU by kind of process: ${wall.toFixed(1)} s, ${total.toFixed(1)} core-s on ${availableParallelism()} cores (load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}); exit ${code}`,
  );
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) row(kind, seconds);
  return code;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await main(process.argv.slice(2)));
