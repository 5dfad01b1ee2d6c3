// CLI figures for `npm run bench`, measured so a busy machine cannot fake or hide them:
//   - whole processes, never a figure from inside the runner (start-up, module load, YAML and the real
//     sign-in all count);
//   - A/B interleaved (A, B, A, B, ...) and reported as the ratio of medians, so load that comes and goes
//     hits both sides alike; CPU time of each process (from /usr/bin/time) beside wall time;
//   - the replay flow signs in for real in every scenario (bench/flows: no token reused between scenarios).
// Goals are ratios; absolute figures are printed for reference. Run alone with `node bench/cli.mjs`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'cli/bin/llts.cjs');
const TIME = '/usr/bin/time';

export const cliGoals = {
  /** `llts --help` against `node -e 0`. */
  helpRatio: 1.5,
  /** `llts quote show` (embedded fixtures, a state file of about a megabyte) against `node -e 0`. */
  quoteShowRatio: 2,
  /** The operations flow against the same flow as raw requests, CPU per scenario (within 1.5×). */
  operationsOverRaw: 1.5,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One process: wall ms and, when /usr/bin/time is there, CPU ms (user + system). */
export function timed(args, options = {}) {
  const useTime = existsSync(TIME);
  const started = performance.now();
  const result = spawnSync(useTime ? TIME : 'node', useTime ? ['-f', '%U %S', 'node', ...args] : args, {
    encoding: 'utf8',
    cwd: root,
    ...options,
  });
  const wall = performance.now() - started;
  if (result.status !== 0 && !options.allowFailure)
    throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr.slice(-500)}`);
  const cpu = useTime
    ? result.stderr
        .trim()
        .split('\n')
        .pop()
        .split(' ')
        .map(Number)
        .reduce((a, b) => a + b, 0) * 1000
    : undefined;
  return { wall, cpu, result };
}

/** A and B alternately, `runs` times each (after one warm-up each): medians and the ratio B / A. */
export function interleaved(a, b, runs) {
  a();
  b();
  const samples = { a: [], b: [] };
  for (let i = 0; i < runs; i++) {
    samples.a.push(a());
    samples.b.push(b());
  }
  const side = (list) => ({
    wall: median(list.map((s) => s.wall)),
    cpu: list[0].cpu === undefined ? undefined : median(list.map((s) => s.cpu)),
  });
  const A = side(samples.a);
  const B = side(samples.b);
  return { A, B, wallRatio: B.wall / A.wall, cpuRatio: A.cpu && B.cpu ? B.cpu / A.cpu : undefined };
}

const row = (label, text, verdict = '') =>
  console.log(`  ${label.padEnd(58)} ${text.padStart(10)}  ${verdict}`);
const mark = (value, goal) => (value <= goal ? `ok   (goal <= ${goal}×)` : `over (goal <= ${goal}×)`);
const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);

/** N copies of a flow file, each a scenario of its own. */
export function flowCopies(dir, flow, count) {
  const text = readFileSync(join(root, 'bench/flows', flow), 'utf8');
  const folder = join(dir, flow.replace(/\.yaml$/, ''));
  mkdirSync(folder);
  for (let i = 0; i < count; i++)
    writeFileSync(
      join(folder, `s${String(i).padStart(3, '0')}.yaml`),
      text.replace(/^name: (.*)$/m, `name: $1 ${i}`),
    );
  return folder;
}

/** Prints the CLI figures against their goals. Timings depend on the machine, so nothing here fails a run. */
export async function benchCli({ runs = 7, scenarios = 40 } = {}) {
  const { buildCli } = await import(pathToFileURL(join(root, 'cli/build.mjs')).href);
  await buildCli({ quiet: true });
  const dir = mkdtempSync(join(tmpdir(), 'llts-bench-'));
  const env = { ...process.env, LLTS_CONFIG_DIR: dir, NO_COLOR: '1' };
  try {
    console.log(
      `  (whole processes, A/B interleaved, medians of ${runs}; CPU from ${existsSync(TIME) ? TIME : 'unavailable: wall only'})`,
    );
    const node = () => timed(['-e', '0'], { env });
    const help = interleaved(node, () => timed([bin, '--help'], { env }), runs);
    row('node -e 0, for reference', `${ms(help.A.wall)}`, `CPU ${ms(help.A.cpu)}`);
    row(
      '`llts --help` / `node -e 0` (wall)',
      `${help.wallRatio.toFixed(2)}×`,
      mark(help.wallRatio, cliGoals.helpRatio),
    );

    // The state file exists before the measured runs (the first command writes the seed).
    timed([bin, '--user', 'client', 'quote', 'show', 'aq-ready'], { env });
    const show = interleaved(
      node,
      () => timed([bin, '--user', 'client', 'quote', 'show', 'aq-ready'], { env }),
      runs,
    );
    row(
      '`llts --user client quote show aq-ready` / `node -e 0`',
      `${show.wallRatio.toFixed(2)}×`,
      `${mark(show.wallRatio, cliGoals.quoteShowRatio)}; ${ms(show.B.wall)}, CPU ${ms(show.B.cpu)}`,
    );

    const ops = flowCopies(dir, 'operations.yaml', scenarios);
    const raw = flowCopies(dir, 'raw.yaml', scenarios);
    const replay = (folder) => () => {
      const out = join(dir, 'report.json');
      const run = timed([bin, 'scenario', 'run', folder, '--reporter', 'json', '--out', out], {
        env,
        allowFailure: true,
      });
      const report = JSON.parse(readFileSync(out, 'utf8'));
      if (report.failed)
        throw new Error(
          `${report.failed} bench scenario(s) failed in ${folder}: the bench measures passing runs only`,
        );
      return run;
    };
    const flows = interleaved(replay(raw), replay(ops), Math.max(3, Math.ceil(runs / 2)));
    const perScenario = (side) => (side.cpu ?? side.wall) / scenarios;
    const perSecond = (side) => (scenarios / side.wall) * 1000;
    row(
      `replay, raw requests: ${scenarios} × 6-request flow, one process`,
      `${perSecond(flows.A).toFixed(1)} /s`,
      `CPU ${perScenario(flows.A).toFixed(1)} ms per scenario`,
    );
    row(
      `replay, platform operations: the same flow`,
      `${perSecond(flows.B).toFixed(1)} /s`,
      `CPU ${perScenario(flows.B).toFixed(1)} ms per scenario`,
    );
    const ratio = flows.cpuRatio ?? flows.wallRatio;
    row(
      'operations / raw (whole process, CPU)',
      `${ratio.toFixed(2)}×`,
      mark(ratio, cliGoals.operationsOverRaw),
    );

    // From spawning the fixture HTTP server to its first answer, both ways of starting it.
    const { firstAnswerGoalMs, measureFirstAnswers } = await import('./fixturesStart.mjs');
    const starts = (await measureFirstAnswers([root], { runs: 5 }))[root];
    for (const [command, wall] of Object.entries(starts)) {
      const verdict = wall <= firstAnswerGoalMs ? 'ok  ' : 'over';
      row(
        `\`${command}\`: spawn to first answer (median of 5)`,
        ms(wall),
        `${verdict} (goal <= ${firstAnswerGoalMs} ms on a quiet machine)`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('CLI (llts)');
  await benchCli();
}
