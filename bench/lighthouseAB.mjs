// Diagnostic: Lighthouse on two (or more) production builds of the same pages, runs interleaved (A, B, A,
// B, ...) so a busy spell hits every build alike, as bench/lighthouse.mjs measures production mode.
//   node bench/lighthouseAB.mjs build <dir>            -> a production build for the fixed fixture API
//   node bench/lighthouseAB.mjs compare <dirA> <dirB>  -> medians per page and build, and JS requests
// The API is `llts fixtures serve` on BENCH_AB_API_PORT (4461 by default); every build is served the
// config.json it prints (its URL and pool ids). BENCH_LIGHTHOUSE_PAGES / _RUNS / _FORM_FACTORS as for the
// bench (mobile by default); BENCH_AB_SAVE=<dir> keeps each run's full Lighthouse report there.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../lib/static-server.mjs';
import { loadTsModule } from '../scripts/load-ts.mjs';
import { startFixtureApi } from '../scripts/fixture-api.mjs';
import { pageLabel as label, SELECTED_PAGES as pages } from './lighthouse.mjs';
import { lighthouseOnce, loadLighthouse } from './lighthouseRun.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.BENCH_AB_API_PORT ?? 4461);
const api = `http://127.0.0.1:${apiPort}`;
const [command, ...dirs] = process.argv.slice(2);

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const formFactors = (process.env.BENCH_LIGHTHOUSE_FORM_FACTORS ?? 'mobile').split(',');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function build(dir) {
  const result = spawnSync('node', ['esbuild.config.mjs', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      LLTS_DIST_DIR: resolve(dir),
      // An API-mode build (no demo backend, as deployed); compare serves every build the config.json the
      // fixture API prints, with its own pool ids.
      LLTS_API_BASE_URL: `${api}/api/v1`,
    },
  });
  process.exit(result.status ?? 1);
}

async function compare() {
  const { DEMO_PASSWORD: password } = await loadTsModule(join(root, 'fixtures/data/personas.ts'));
  const tools = await loadLighthouse(join(root, 'node_modules/.cache/bench-lighthouse'));
  const state = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  const fixtures = await startFixtureApiOn(state);
  const sites = [];
  for (const dir of dirs) {
    const server = await startStaticServer({
      root: resolve(dir),
      port: 0,
      config: () => fixtures.config,
      immutableAssets: true,
    });
    sites.push({ name: basename(dir), base: `http://127.0.0.1:${server.address().port}`, server });
  }
  const save = process.env.BENCH_AB_SAVE;
  if (save) mkdirSync(save, { recursive: true });
  const samples = new Map();
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        for (const formFactor of formFactors) {
          for (const site of run % 2 ? [...sites].reverse() : sites) {
            const key = `${label(page)} ${formFactor} ${site.name}`;
            const persona = page.persona && { username: page.persona, password };
            const result = await lighthouseOnce(tools, {
              base: site.base,
              path: page.path,
              endsOn: page.endsOn,
              formFactor,
              persona,
              keepReport: true,
            }).catch((error) => ({ runtimeError: String(error?.message ?? error) }));
            if (result.runtimeError) {
              console.log(`  ${key}: not measured: ${result.runtimeError}`);
              continue;
            }
            const requests = result.lhr.audits['network-requests']?.details?.items ?? [];
            result.jsRequests = requests.filter((item) => item.resourceType === 'Script').length;
            if (save)
              writeFileSync(
                join(save, `${key.replace(/[^a-z0-9]+/gi, '_')}_${run}.json`),
                JSON.stringify(result.lhr),
              );
            delete result.lhr;
            console.log(
              `  ${key}: ${result.score} LCP ${Math.round(result.lcpMs)} TBT ${Math.round(result.tbtMs)} CLS ${result.cls.toFixed(3)} js ${result.jsRequests}`,
            );
            samples.set(key, [...(samples.get(key) ?? []), result]);
          }
        }
      }
    }
  } finally {
    for (const site of sites) site.server.close();
    await fixtures.stop();
    rmSync(state, { recursive: true, force: true });
  }
  // The median and beside it the spread between the runs (lowest–highest): a busy machine moves single runs.
  const spread = (values, format) =>
    values.length < 2
      ? format(median(values))
      : `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
  console.log(
    `\n  ${`median of ${runs} (lowest–highest)`.padEnd(56)} ${'score'.padStart(12)} ${'LCP s'.padStart(16)} ${'TBT ms'.padStart(16)}     CLS  JS files`,
  );
  for (const [key, results] of samples) {
    const m = (pick) => median(results.map(pick));
    const of = (pick, format) => spread(results.map(pick), format);
    console.log(
      `  ${key.padEnd(56)} ${of((r) => r.score, String).padStart(12)} ${of(
        (r) => r.lcpMs,
        (ms) => (ms / 1000).toFixed(2),
      ).padStart(16)} ${of(
        (r) => r.tbtMs,
        (ms) => String(Math.round(ms)),
      ).padStart(16)} ${m((r) => r.cls)
        .toFixed(3)
        .padStart(7)} ${String(m((r) => r.jsRequests)).padStart(9)}`,
    );
  }
}

/** `llts fixtures serve` on the fixed port every build's config.json names. */
function startFixtureApiOn(state) {
  return startFixtureApi(root, state, apiPort);
}

if (command === 'build') build(dirs[0]);
else if (command === 'compare') await compare();
else console.error('usage: node bench/lighthouseAB.mjs build <dir> | compare <dir> <dir> ...');
