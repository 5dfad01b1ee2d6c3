// CLI figures for `npm run bench` (timings live here, never in tests):
//   - cold `llts --help` (a new node process each time), against its 150 ms goal;
//   - scenario replay throughput in one process, on one core: a synthetic set of 10-step scenarios and
//     the scenario library, in scenarios per second, against the 200/s goal.
// Timings depend on the machine (and on what else runs on it): printed against goals, never failing.
// Run alone with `node bench/cli.mjs`, or from bench/run.mjs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const cliGoals = { helpMs: 150, scenariosPerSecond: 200 };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'cli/bin/llts.mjs');
const SYNTHETIC_COUNT = 400;

// One core, as the budget says, when the machine lets us pin the process.
const pinned = (args) => (spawnSync('taskset', ['-c', '0', 'true']).status === 0 ? ['taskset', ['-c', '0', 'node', ...args]] : ['node', args]);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median wall time of a fresh node process running `args` (the first run only warms the disk cache). */
function coldMs(args, runs = 15) {
  const times = [];
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const result = spawnSync('node', args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
    if (i > 0) times.push(performance.now() - started);
  }
  return median(times);
}

/** Ten steps a signed-in client typically takes: reads, a translation, an answer, a raw call. */
function syntheticScenario(i) {
  return `name: synthetic ${i}
tags: [bench]
persona: client
steps:
  - call: userAccount.get
    expect: { body: { $.loginName: client } }
  - call: userAccount.enabledApplications
  - call: autoQuote.summary
    args: { jobRequestId: aq-ready }
    expect: { body: { $.state: answerable } }
  - call: jobRequests.list
    args: { pageSize: 5 }
    capture: { first: "$.items[0].id" }
  - call: jobRequests.get
    args: { id: "{{first}}" }
  - call: mt.settings
  - call: reference.countries
  - call: autoQuote.reject
    args: { jobRequestId: aq-ready, reason: bench }
  - call: autoQuote.get
    args: { jobRequestId: aq-ready }
    expect: { body: { $.status: QUOTE_REJECTED } }
  - http: { method: GET, path: /userAccount/enabledApplications }
    expect: { status: 200 }
`;
}

function replay(paths, out) {
  const [cmd, args] = pinned([bin, 'scenario', 'run', ...paths, '--reporter', 'json', '--out', out]);
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, LLTS_CONFIG_DIR: dirname(out) } });
  if (result.status !== 0 && result.status !== 1) throw new Error(`scenario run exited ${result.status}: ${result.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const count = report.passed + report.failed;
  return {
    count,
    failed: report.failed,
    perSecond: count / (report.durationMs / 1000),
    // CPU time of the run: shown beside the wall-clock figure, which other work on the core inflates.
    cpuPerSecond: count / (report.cpuMs / 1000),
    steps: report.scenarios.reduce((n, s) => n + s.steps.length, 0),
  };
}

const row = (label, text, verdict = '') => console.log(`  ${label.padEnd(58)} ${text.padStart(10)}  ${verdict}`);

/** Prints the CLI figures against their goals. Timings depend on the machine, so nothing here fails a run. */
export async function benchCli() {
  const { buildCli } = await import(pathToFileURL(join(root, 'cli/build.mjs')).href);
  await buildCli({ quiet: true });
  const dir = mkdtempSync(join(tmpdir(), 'llts-bench-'));
  try {
    // Node's own start-up, measured alongside: on a busy machine both move together.
    const baseline = coldMs(['-e', '0']);
    const help = coldMs([bin, '--help']);
    const helpGoal = cliGoals.helpMs;
    row('node start-up alone, for reference (median of 15)', `${baseline.toFixed(0)} ms`);
    row('cold `llts --help` (median of 15)', `${help.toFixed(0)} ms`, help <= helpGoal ? `ok   (goal ${helpGoal} ms)` : `SLOW (goal ${helpGoal} ms)`);

    const scenarios = join(dir, 'synthetic');
    mkdirSync(scenarios);
    for (let i = 0; i < SYNTHETIC_COUNT; i++) writeFileSync(join(scenarios, `s${String(i).padStart(4, '0')}.yaml`), syntheticScenario(i));
    const synthetic = replay([scenarios], join(dir, 'synthetic.json'));
    if (synthetic.failed) throw new Error(`${synthetic.failed} synthetic scenario(s) failed: the bench measures passing runs only`);
    const goal = cliGoals.scenariosPerSecond;
    const cpuNote = `${synthetic.cpuPerSecond.toFixed(0)}/s of CPU time`;
    row(`replay of ${synthetic.count} synthetic 10-step scenarios, one core`, `${synthetic.perSecond.toFixed(0)} /s`, synthetic.perSecond >= goal ? `ok   (goal >= ${goal}/s; ${cpuNote})` : `SLOW (goal >= ${goal}/s; ${cpuNote})`);
    const library = replay([join(root, 'fixtures/scenarios')], join(dir, 'library.json'));
    row(`replay of the library (${library.count} scenarios, ${library.steps} steps)`, `${library.perSecond.toFixed(0)} /s`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('CLI timings (llts)');
  await benchCli();
}
