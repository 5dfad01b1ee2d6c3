// Time to the fixture HTTP server's first answer: from spawning the process to the first
// 200 of a data request (GET /api/v1/countries, public, reads a seed collection), for the two ways of
// starting it, `llts fixtures serve` and `npm run fixtures` (node cli/bin/fixtures-serve.mjs, what the npm script
// runs; npm's own start comes on top). Whole processes, the two interleaved, medians.
// Run alone: `node bench/fixturesStart.mjs [runs] [root ...]` (several roots: a checkout before and after).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The goal: the server answers within a second of its start on a quiet machine. */
export const firstAnswerGoalMs = 1000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The two start commands of a checkout, as argv for node. */
export function startCommands(root, stateDir) {
  // A checkout from before the bin became CommonJS (a root compared against) has cli/bin/llts.mjs.
  const bin = ['cli/bin/llts.cjs', 'cli/bin/llts.mjs'].map((path) => join(root, path)).find(existsSync);
  return {
    'llts fixtures serve': [
      bin ?? join(root, 'cli/bin/llts.cjs'),
      '--quiet',
      'fixtures',
      'serve',
      '--state',
      join(stateDir, 'state.json'),
      '--port',
    ],
    'npm run fixtures': [join(root, 'cli/bin/fixtures-serve.mjs'), '--quiet', '--port'],
  };
}

/** Milliseconds from spawning `node ...argv <port>` to its first 200 on /api/v1/countries. */
export async function firstAnswer(argv, { env = process.env, cwd = here, timeoutMs = 30_000 } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('node', [...argv, String(port)], { cwd, env, stdio: 'ignore' });
  let exited;
  child.once('exit', (code) => (exited = code ?? 'signal'));
  try {
    while (performance.now() - started < timeoutMs) {
      if (exited !== undefined) throw new Error(`node ${argv.join(' ')} exited ${exited} before answering`);
      const answered = await fetch(`http://127.0.0.1:${port}/api/v1/countries`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (answered) return performance.now() - started;
      await sleep(5);
    }
    throw new Error(`node ${argv.join(' ')} did not answer within ${timeoutMs} ms`);
  } finally {
    child.kill('SIGTERM');
    if (exited === undefined) await new Promise((done) => child.once('exit', done));
  }
}

/**
 * Medians of `runs` interleaved starts (after one warm-up each) of every command of every root:
 * `{ [root]: { [command]: ms } }`.
 */
export async function measureFirstAnswers(roots, { runs = 5 } = {}) {
  const stateDir = mkdtempSync(join(tmpdir(), 'llts-start-'));
  const env = { ...process.env, LLTS_CONFIG_DIR: stateDir, NO_COLOR: '1' };
  const sides = roots.flatMap((root) =>
    Object.entries(startCommands(root, join(stateDir, String(roots.indexOf(root))))).map(([name, argv]) => ({
      root,
      name,
      argv,
      samples: [],
    })),
  );
  try {
    for (const side of sides) await firstAnswer(side.argv, { env });
    for (let i = 0; i < runs; i++)
      for (const side of sides) side.samples.push(await firstAnswer(side.argv, { env }));
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
  const result = {};
  for (const side of sides) (result[side.root] ??= {})[side.name] = median(side.samples);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv[2] ?? 5);
  const roots = process.argv.slice(3).map((root) => resolve(root));
  const figures = await measureFirstAnswers(roots.length ? roots : [here], { runs });
  console.log(
    `Fixture server: spawn to first answer (GET /api/v1/countries), interleaved, median of ${runs}`,
  );
  for (const [root, byCommand] of Object.entries(figures)) {
    for (const [name, ms] of Object.entries(byCommand)) {
      const verdict = ms <= firstAnswerGoalMs ? 'ok  ' : 'over';
      console.log(
        `  ${`${name}  (${root})`.padEnd(70)} ${`${Math.round(ms)} ms`.padStart(8)}  ${verdict} (goal <= ${firstAnswerGoalMs} ms on a quiet machine)`,
      );
    }
  }
}
