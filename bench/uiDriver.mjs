// The scenario UI driver's throughput for `npm run bench`: `llts scenario run --driver ui` as a
// whole process (server, Chromium, every sign-in through the sign-in page), on the production build the
// bench has just made, against the API driver on the same files. Reported in scenarios per minute; a
// timing, so it fails nothing. Run alone with `node bench/uiDriver.mjs` (after `npm run build`).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { timed } from './cli.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'cli/bin/llts.cjs');
/** Scenarios whose every operation but the harness's has a screen, plus answers the UI cannot give (skipped). */
const FILES = ['fixtures/scenarios/auto-quote', 'fixtures/scenarios/impersonation'];

const row = (label, text, note = '') => console.log(`  ${label.padEnd(58)} ${text.padStart(10)}  ${note}`);

export async function benchUiDriver() {
  if (!existsSync(join(root, 'dist/index.html')))
    throw new Error('no dist/: run `node esbuild.config.mjs build` first');
  const dir = mkdtempSync(join(tmpdir(), 'llts-bench-ui-'));
  const env = { ...process.env, LLTS_CONFIG_DIR: dir, NO_COLOR: '1' };
  try {
    const run = (driver) => {
      const out = join(dir, `${driver}.json`);
      const { wall, cpu } = timed(
        [
          bin,
          'scenario',
          'run',
          '--driver',
          driver,
          '--artifacts',
          join(dir, 'shots'),
          '--reporter',
          'json',
          '--out',
          out,
          ...FILES,
        ],
        { env, allowFailure: true },
      );
      const report = JSON.parse(readFileSync(out, 'utf8'));
      if (report.failed)
        throw new Error(
          `${report.failed} scenario(s) failed in the ${driver} driver: the bench measures passing runs only`,
        );
      const steps = report.scenarios.flatMap((s) => s.steps);
      return {
        wall,
        cpu,
        count: report.scenarios.length,
        steps: steps.length,
        skipped: steps.filter((s) => s.reason).length,
      };
    };
    const api = run('api');
    const ui = run('ui');
    const perMinute = (side) => (side.count / side.wall) * 60_000;
    row(
      `scenario run --driver api: ${api.count} scenarios, one process`,
      `${perMinute(api).toFixed(0)} /min`,
      `${Math.round(api.wall)} ms wall`,
    );
    row(
      `scenario run --driver ui: the same, in Chromium`,
      `${perMinute(ui).toFixed(1)} /min`,
      `${Math.round(ui.wall)} ms wall, CPU ${ui.cpu === undefined ? '-' : `${Math.round(ui.cpu)} ms`} (node side)`,
    );
    row('  UI steps skipped (no UI step) of all steps', `${ui.skipped}/${ui.steps}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('Scenario UI driver');
  await benchUiDriver();
}
