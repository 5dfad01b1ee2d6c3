// `npm test`: every check, in the order that fails fastest. Each step runs even if an earlier one failed,
// so one run shows every problem; the exit code is non-zero when any step failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

// Outside test-results/: Playwright empties that folder when it starts.
const reports = 'node_modules/.cache/llts-test-summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['typecheck (browser + node tsconfigs)', 'npx', ['tsc', '-p', 'tsconfig.json'], ['tsc', '-p', 'tsconfig.node.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  ['unit, component and CLI tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]],
  ['end-to-end tests (Playwright, Chromium)', 'node', ['tests/e2e/run.mjs', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` }],
];

const failed = [];
for (const [name, cmd, args, extra] of steps) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const commands = Array.isArray(extra) ? [args, extra] : [args];
  const env = { ...process.env, ...(extra && !Array.isArray(extra) ? extra : {}) };
  const ok = commands.every((a) => spawnSync(cmd, a, { stdio: 'inherit', env }).status === 0);
  console.log(`━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failed.push(name);
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

const { passed, failedTests } = counts();
console.log(failed.length ? `\nFailed steps: ${failed.join(', ')}` : '\nAll steps passed.');
console.log(`${passed} passed, ${failedTests} failed`);
process.exit(failed.length ? 1 : 0);
