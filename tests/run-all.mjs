// `npm test`: every check, in the order that fails fastest. Each step runs even if an earlier one failed,
// so one run shows every problem; the exit code is non-zero when any step failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { slowestTests } from './slowest.mjs';

// Outside test-results/: Playwright empties that folder when it starts.
const reports = 'node_modules/.cache/llts-test-summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Each step: a name, its commands (run one after the other), the steps it waits for, and its environment. A
// step starts once those have ended. The unit tests and then the end-to-end tests are the run's long chain;
// the checks that nothing waits for (types, formatting, lint) run beside it in the background, at a lower
// CPU priority: the chain starts at once instead of waiting for them, and they take mostly what it leaves. While one step streams its output, the others' is collected and
// printed whole once it ends, so it never interleaves. The slowest tests of the run are listed at the end.
const TYPECHECK = 'typecheck (browser + node tsconfigs)';
const FORMATTING = 'formatting (prettier --check)';
const E2E_PREPARATION = 'end-to-end preparation (Chromium, nginx, production build)';
const VITEST = 'unit, component and CLI tests';
// TypeScript 7, the native compiler, checks the types; the `typescript` package (6) stays for typescript-eslint's
// type-aware rules, which need the JavaScript API that 7 does not have.
const tsc = (project) => ['node', ['node_modules/typescript-native/bin/tsc', '-p', project]];
const steps = [
  { name: TYPECHECK, background: true, commands: [tsc('tsconfig.json'), tsc('tsconfig.node.json')] },
  // The project's own .prettierrc.json over every file it formats (.prettierignore says which it leaves).
  {
    name: FORMATTING,
    background: true,
    commands: [['node', ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn']]],
  },
  // Mostly waiting on the network and the disk (installing Debian packages on a new machine), so it costs
  // the steps beside it little.
  { name: E2E_PREPARATION, commands: [['node', ['tests/e2e/prepare.mjs']]] },
  {
    name: 'lint',
    background: true,
    commands: [
      [
        'node',
        [
          'node_modules/eslint/bin/eslint.js',
          '.',
          '--max-warnings=0',
          '--cache',
          '--cache-location',
          'node_modules/.cache/eslint/',
        ],
      ],
    ],
  },
  {
    name: VITEST,
    stream: true,
    commands: [
      [
        'npx',
        [
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${reports}/vitest.json`,
        ],
      ],
    ],
  },
  {
    name: 'end-to-end tests (Playwright, Chromium)',
    after: [VITEST, E2E_PREPARATION],
    stream: true,
    commands: [['node', ['tests/e2e/run.mjs', '--reporter=list,json']]],
    // Without its preparation the e2e step makes its own attempt, and says what is missing.
    env: () => ({
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
      E2E_PREPARED: failed.includes(E2E_PREPARATION) ? '0' : '1',
    }),
  },
];

/** A background step's priority: below the chain's (0), as `nice -n 10` sets it; its children inherit it. */
const BACKGROUND_PRIORITY = 10;

/** Runs one command; resolves with whether it passed. Streamed, its output goes straight out; else collected. */
function run([cmd, args], env, output, background) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    // Set before the command has started its own workers (a Node program takes far longer to boot), so they
    // inherit it. A system that refuses the change runs the step at the usual priority, which is only slower.
    if (background && child.pid) {
      try {
        setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        /* see above */
      }
    }
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output?.push(Buffer.from(`${error.message}\n`));
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

const failed = [];
/** Output of ended steps, held while a step streams. */
const held = [];
let streaming = 0;
const print = (text) => (streaming ? held.push(text) : process.stdout.write(text));

async function runStep({ name, commands, env: extraEnv, stream, background }) {
  const started = Date.now();
  const env = { ...process.env, ...extraEnv?.() };
  const output = stream ? undefined : [];
  if (stream) {
    streaming++;
    process.stdout.write(`\n━━ ${name}\n`);
  }
  let ok = true;
  for (const command of commands) ok = ok && (await run(command, env, output, background));
  const summary = `━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`;
  if (stream) {
    process.stdout.write(summary);
    streaming--;
    if (!streaming) process.stdout.write(held.splice(0).join(''));
  } else print(`\n━━ ${name}\n${Buffer.concat(output).toString()}${summary}`);
  if (!ok) failed.push(name);
}

const ended = new Map();
for (const step of steps) {
  ended.set(
    step.name,
    Promise.all((step.after ?? []).map((name) => ended.get(name))).then(() => runStep(step)),
  );
}
await Promise.all(ended.values());

function counts() {
  let passed = 0;
  let failedTests = 0;
  try {
    const vitest = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8'));
    passed += vitest.numPassedTests;
    failedTests += vitest.numFailedTests;
  } catch {
    /* the step did not get that far */
  }
  try {
    const pw = JSON.parse(readFileSync(`${reports}/playwright.json`, 'utf8'));
    passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    failedTests += pw.stats.unexpected;
  } catch {
    /* idem */
  }
  return { passed, failedTests };
}

const slowest = slowestTests({ vitest: `${reports}/vitest.json`, playwright: `${reports}/playwright.json` });
if (slowest.length) console.log(`\nThe ${slowest.length} slowest tests:\n${slowest.join('\n')}`);

const { passed, failedTests } = counts();
console.log(failed.length ? `\nFailed steps: ${failed.join(', ')}` : '\nAll steps passed.');
console.log(`${passed} passed, ${failedTests} failed`);
process.exit(failed.length ? 1 : 0);
