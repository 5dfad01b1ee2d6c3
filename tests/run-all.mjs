// `npm test`: every check, in the order that fails fastest. Each step runs even if an earlier one failed,
// so one run shows every problem; the exit code is non-zero when any step failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { slowestTests } from './slowest.mjs';

// Outside test-results/: Playwright empties that folder when it starts.
const reports = 'node_modules/.cache/llts-test-summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Each step: a name and its commands, run one after the other. The steps of a phase run at the same time
// (typecheck and lint are one process each: together they use both cores), their output printed whole once
// each ends so it never interleaves. The slowest tests of the run are listed at the end.
// TypeScript 7, the native compiler, checks the types; the `typescript` package (6) stays for typescript-eslint's
// type-aware rules, which need the JavaScript API that 7 does not have.
const tsc = (project) => ['node', ['node_modules/typescript-native/bin/tsc', '-p', project]];
const E2E_PREPARATION = 'end-to-end preparation (Chromium, nginx, production build)';
const phases = [
  [
    ['typecheck (browser + node tsconfigs)', [tsc('tsconfig.json'), tsc('tsconfig.node.json')]],
    // The project's own .prettierrc.json over every file it formats (.prettierignore says which it leaves).
    ['formatting (prettier --check)', [['npx', ['prettier', '--check', '.', '--log-level', 'warn']]]],
    // Mostly waiting on the network and the disk (installing Debian packages on a new machine), so it costs
    // the two steps beside it little; the e2e step then starts with its tests.
    [E2E_PREPARATION, [['node', ['tests/e2e/prepare.mjs']]]],
    [
      'lint',
      [
        [
          'npx',
          ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'],
        ],
      ],
    ],
  ],
  [
    [
      'unit, component and CLI tests',
      [
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
    ],
  ],
  [
    [
      'end-to-end tests (Playwright, Chromium)',
      [['node', ['tests/e2e/run.mjs', '--reporter=list,json']]],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, E2E_PREPARED: '1' },
    ],
  ],
];

/** Runs one command; resolves with whether it passed. Alone, its output streams; together, it is collected. */
function run([cmd, args], env, output) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output?.push(Buffer.from(`${error.message}\n`));
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

async function runStep([name, commands, extraEnv], together) {
  const started = Date.now();
  const env = { ...process.env, ...extraEnv };
  const output = together ? [] : undefined;
  if (!together) console.log(`\n━━ ${name}`);
  let ok = true;
  for (const command of commands) ok = ok && (await run(command, env, output));
  if (together) process.stdout.write(`\n━━ ${name}\n${Buffer.concat(output).toString()}`);
  console.log(`━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok ? undefined : name;
}

const failed = [];
for (const phase of phases) {
  // Without its preparation the e2e step makes its own attempt, and says what is missing.
  const steps = failed.includes(E2E_PREPARATION)
    ? phase.map(([name, commands, env]) => [name, commands, { ...env, E2E_PREPARED: '0' }])
    : phase;
  const results = await Promise.all(steps.map((step) => runStep(step, steps.length > 1)));
  failed.push(...results.filter(Boolean));
}

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
