// `npm run bench -- --lighthouse`: Lighthouse on the pages the performance targets name, desktop and
// mobile, median of 3 runs each, performance and best practices, against the production build served by
// Debian's nginx with the configuration the build generates (scripts/nginx-server.mjs: its long-lived
// caching and precompressed copies are part of a page's speed), or as `npm run serve:dist` serves it with
// BENCH_LIGHTHOUSE_SERVER=serve (and when nginx is not installed). Lighthouse is installed into
// node_modules/.cache/bench-lighthouse on first use (never a project dependency), as peers.mjs installs
// Newman. lighthouse@12, not 13: 13 needs Node 22 and this project runs on Node 20.
//
// Two modes. Demo: the bench's own build (no API configured: the demo backend starts in the page); its
// scores are shown beside their targets for reference only. Production: a second build (LLTS_DIST_DIR,
// in a temporary folder) whose config.json names an API and a Cognito endpoint, both `llts fixtures serve`
// over HTTP; the mobile scores and TBT count there. CLS ≤ 0.02 counts in both.
//
// A page's row (median, and the spread between its runs: lowest–highest) is printed as soon as that page's
// runs are done, with the machine's load then; the whole table again at the end. A full run is
// pages × form factors × modes × runs Lighthouse loads (12 × 2 × 2 × 3, over half an hour on 2 cores);
// these bound it:
//   BENCH_LIGHTHOUSE_PAGES=/quotes,client   pages whose label (path, persona in brackets) holds one of these
//   BENCH_LIGHTHOUSE_RUNS=1                 runs per page and form factor (3 by default)
//   BENCH_LIGHTHOUSE_MODES=production       demo and/or production (both by default)
//   BENCH_LIGHTHOUSE_FORM_FACTORS=mobile    desktop and/or mobile (both by default)
// A value that selects nothing is an error, not an empty table.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFixtureApi } from '../scripts/fixture-api.mjs';
import { nginxInstalled, startNginx } from '../scripts/nginx-server.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { loadTsModule } from '../scripts/load-ts.mjs';
import { lighthouseOnce, loadLighthouse } from './lighthouseRun.mjs';
import { freePort } from './timings.mjs';

export const lighthouseGoals = { cls: 0.02, mobileScore: 95, mobileTbtMs: 200, mobileBestPractices: 100 };
/**
 * The signed-out target pages, then a signed-in home and each tool's main page (each src/apps/<tool>/manifest.ts)
 * as a persona who may open it (fixtures/data/personas.ts). Account settings is a drawer of the user menu,
 * not a page; Invoices, Interpreting and the project dashboard open other sites; the product pages share one
 * placeholder (websiteProxy stands for them).
 */
const PAGES = [
  { path: '/' },
  { path: '/uk/' },
  { path: '/quotes/aq-ready' },
  { path: '/consoleHelp' },
  { path: '/websiteProxy' },
  { path: '/', persona: 'client' },
  { path: '/createProject', persona: 'client' },
  // Its tabs page opens the first tab.
  { path: '/machineTranslation', endsOn: '/machineTranslation/textTranslation', persona: 'client' },
  { path: '/reports', persona: 'client' },
  { path: '/changePassword', persona: 'client' },
  { path: '/coupa', persona: 'coupa' },
  { path: '/DASHBOARD', persona: 'admin' },
];
export const pageLabel = (page) => (page.persona ? `${page.path} (${page.persona})` : page.path);
// A part of the table while working on one page (the header above): a list of substrings of the names.
const only = (list, variable, name) => {
  const wanted = process.env[variable]?.split(',').filter(Boolean);
  if (!wanted) return list;
  const chosen = list.filter((item) => wanted.some((part) => name(item).includes(part)));
  if (!chosen.length)
    throw new Error(`${variable}=${process.env[variable]} selects none of ${list.map(name).join(', ')}`);
  return chosen;
};
/** BENCH_LIGHTHOUSE_RUNS, a whole number of at least 1 (3 by default). */
function runsWanted() {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_LIGHTHOUSE_RUNS=${process.env.BENCH_LIGHTHOUSE_RUNS} is not a number of runs`);
  return runs;
}
/** The pages BENCH_LIGHTHOUSE_PAGES selects (all by default); lighthouseAB.mjs measures the same. */
export const SELECTED_PAGES = only(PAGES, 'BENCH_LIGHTHOUSE_PAGES', pageLabel);
const FORM_FACTORS = only(['desktop', 'mobile'], 'BENCH_LIGHTHOUSE_FORM_FACTORS', (name) => name);
const MODES = only(['demo', 'production'], 'BENCH_LIGHTHOUSE_MODES', (name) => name);
const RUNS = runsWanted();
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function installLighthouse(root) {
  const dir = join(root, 'node_modules/.cache/bench-lighthouse');
  const bin = join(dir, 'node_modules/lighthouse/cli/index.js');
  if (!existsSync(bin)) {
    console.log(`  installing lighthouse@12 into ${dir} ...`);
    const result = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', dir, 'lighthouse@12'],
      {
        encoding: 'utf8',
      },
    );
    if (result.status !== 0)
      throw new Error(`npm install of lighthouse failed: ${result.stderr.slice(-400)}`);
  }
  return dir;
}

const mark = (ok) => (ok ? 'ok  ' : 'over');

/**
 * The server the pages are measured through: nginx with the generated configuration unless
 * BENCH_LIGHTHOUSE_SERVER=serve asks for serve:dist's, or nginx is missing.
 */
function chosenServer() {
  if (process.env.BENCH_LIGHTHOUSE_SERVER === 'serve') return 'serve:dist';
  if (nginxInstalled()) return 'nginx';
  console.log(
    '  nginx is not installed: measuring through serve:dist (tests/e2e/prepare.mjs installs nginx)',
  );
  return 'serve:dist';
}

/** `dist` (already built) through the chosen server, on a free port, with its own config.json. */
async function serveBuild(server, dist) {
  const port = await freePort();
  if (server === 'nginx') {
    const nginx = await startNginx({ dist, port });
    return { base: nginx.url, stop: nginx.stop };
  }
  const config = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'));
  const site = await startStaticServer({ root: dist, port, config: () => config, immutableAssets: true });
  return { base: `http://127.0.0.1:${port}`, stop: async () => void site.close() };
}

/** The production build for an API-mode config.json (the fixture server's, README), served on a free port. */
export async function startProductionSite(root, dir, config, server = 'serve:dist') {
  const dist = join(dir, 'dist');
  const build = spawnSync('node', ['esbuild.config.mjs', 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      LLTS_DIST_DIR: dist,
      LLTS_API_BASE_URL: config.apiBaseUrl,
      LLTS_COGNITO_USER_POOL_ID: config.cognito.userPoolId,
      LLTS_COGNITO_CLIENT_ID: config.cognito.clientId,
      LLTS_COGNITO_ENDPOINT: config.cognito.endpoint,
    },
  });
  if (build.status !== 0) throw new Error(`the production build failed: ${build.stderr.slice(-400)}`);
  // nginx reads the files as `nobody` when the bench runs as root: the temporary folder is private.
  chmodSync(dir, 0o755);
  return serveBuild(server, dist);
}

/**
 * Every page on one site: its RUNS runs of each form factor (interleaved, so a busy spell hits both alike),
 * then its rows printed at once (`report`) before the next page starts.
 */
async function measureSite(tools, base, mode, report, password) {
  for (const page of SELECTED_PAGES) {
    const byKey = new Map(FORM_FACTORS.map((formFactor) => [`${mode} ${pageLabel(page)} ${formFactor}`, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const formFactor of FORM_FACTORS) {
        const key = `${mode} ${pageLabel(page)} ${formFactor}`;
        const persona = page.persona && { username: page.persona, password };
        const result = await lighthouseOnce(tools, {
          base,
          path: page.path,
          endsOn: page.endsOn,
          formFactor,
          persona,
        }).catch((error) => ({ runtimeError: error instanceof Error ? error.message : String(error) }));
        // One page that fails (a guard, a crash) is reported on its row; the others are still measured.
        if (result.runtimeError) {
          console.log(`    ${key}: not measured: ${result.runtimeError}`);
          continue;
        }
        if (process.env.BENCH_LIGHTHOUSE_DEBUG)
          console.log(`    ${key}: LCP ${Math.round(result.lcpMs)} ms on ${result.lcpElement}`);
        byKey.get(key).push(result);
      }
    }
    for (const [key, results] of byKey) if (results.length) report(key, results);
  }
}

/** Runs every page and form factor RUNS times (interleaved, so a busy spell hits all alike); prints medians. */
export async function benchLighthouse(root) {
  if (!existsSync(CHROME_PATH)) {
    console.log(`  skipped: no Chromium at ${CHROME_PATH}`);
    return;
  }
  const tools = await loadLighthouse(installLighthouse(root));
  // The demo personas' password: the same users in both modes (production mode's API is the fixtures').
  const { DEMO_PASSWORD: password } = await loadTsModule(join(root, 'fixtures/data/personas.ts'));
  const samples = new Map();
  const server = chosenServer();
  console.log(
    `  served by ${server}; ${SELECTED_PAGES.length} page(s) × ${FORM_FACTORS.join(' and ')} × ${MODES.join(' and ')} mode, ${RUNS} run(s) each; each page's rows as its runs end`,
  );
  printHeader();
  const report = (key, results) => {
    samples.set(key, results);
    printRow(key, results, `load ${loadavg()[0].toFixed(1)}`);
  };
  // The bench has just built dist/ (demo mode unless LLTS_API_BASE_URL was set for the build).
  if (MODES.includes('demo')) {
    const demo = await serveBuild(server, join(root, 'dist'));
    try {
      await measureSite(tools, demo.base, 'demo', report, password);
    } finally {
      await demo.stop();
    }
  }
  if (MODES.includes('production')) await measureProduction(root, tools, report, password, server);
  return { over: printTable(samples) };
}

/** Production mode: `llts fixtures serve` as the API and identity service, a build made for it. */
async function measureProduction(root, tools, report, password, server) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  let api;
  let site;
  try {
    api = await startFixtureApi(root, dir);
    site = await startProductionSite(root, dir, api.config, server);
    await measureSite(tools, site.base, 'production', report, password);
  } catch (error) {
    console.log(`  production mode not measured: ${error instanceof Error ? error.message : error}`);
  } finally {
    await site?.stop();
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The median, and the spread between runs (lowest–highest) when there was more than one. */
function spread(values, format) {
  const middle = format(median(values));
  if (values.length < 2) return middle;
  return `${middle} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

function printHeader() {
  console.log(
    `  ${`page, median of ${RUNS} (lowest–highest)`.padEnd(50)} ${'score'.padStart(15)} ${'best pr.'.padStart(15)} ${'LCP'.padStart(16)} ${'TBT'.padStart(22)} ${'CLS'.padStart(12)} ${'transfer'.padStart(11)}`,
  );
}

/**
 * One page and form factor's row: the medians with the spread of the runs, each against its target (a
 * phone's marked ok or over; production mode's count). Returns how many of its figures are over target.
 */
function printRow(key, results, note = '') {
  const mobile = key.endsWith('mobile');
  const counted = mobile && key.startsWith('production');
  const score = median(results.map((result) => result.score));
  const bestPractices = median(results.map((result) => result.bestPractices));
  const tbt = median(results.map((result) => result.tbtMs));
  const cls = median(results.map((result) => result.cls));
  const clsOk = cls <= lighthouseGoals.cls;
  // The score, best-practices and TBT targets are production mode's on a phone: shown for demo mode and
  // desktop, counted for production on a phone.
  const scoreOk = score >= lighthouseGoals.mobileScore;
  const bestPracticesOk = bestPractices >= lighthouseGoals.mobileBestPractices;
  const tbtOk = tbt <= lighthouseGoals.mobileTbtMs;
  const withMark = (text, ok) => (mobile ? `${text} ${mark(ok)}` : text);
  const scores = spread(
    results.map((r) => r.score),
    String,
  );
  const bestPracticesScores = spread(
    results.map((r) => r.bestPractices),
    String,
  );
  const tbts = spread(
    results.map((r) => r.tbtMs),
    (ms) => `${Math.round(ms)}`,
  );
  const lcps = spread(
    results.map((r) => r.lcpMs),
    (ms) => (ms / 1000).toFixed(1),
  );
  const transfer = `${(median(results.map((r) => r.transferBytes)) / 1024).toFixed(0)} KiB`;
  console.log(
    `  ${key.padEnd(50)} ${withMark(scores, scoreOk).padStart(15)} ${withMark(bestPracticesScores, bestPracticesOk).padStart(15)} ${`${lcps} s`.padStart(16)} ${withMark(`${tbts} ms`, tbtOk).padStart(22)} ${`${cls.toFixed(3)} ${mark(clsOk)}`.padStart(12)} ${transfer.padStart(11)}${note ? `  ${note}` : ''}`,
  );
  return Number(!clsOk) + (counted ? Number(!scoreOk) + Number(!bestPracticesOk) + Number(!tbtOk) : 0);
}

/** The whole table again, the best-practices audits that failed and the targets; how many figures are over. */
function printTable(samples) {
  const [load1] = loadavg();
  console.log(
    `\n  machine: ${availableParallelism()} cores, load average ${load1.toFixed(2)} when the table was printed`,
  );
  printHeader();
  let over = 0;
  const failed = new Map();
  for (const [key, results] of samples) {
    over += printRow(key, results);
    for (const id of results.flatMap((result) => result.bestPracticesFailed ?? []))
      failed.set(id, new Set([...(failed.get(id) ?? []), key]));
  }
  for (const [id, keys] of failed) console.log(`  best practices: ${id} failed on ${[...keys].join(', ')}`);
  console.log(
    `  targets: CLS ≤ ${lighthouseGoals.cls} on every page; on a phone in production mode (API configured) score ≥ ${lighthouseGoals.mobileScore}, best practices ${lighthouseGoals.mobileBestPractices} and TBT ≤ ${lighthouseGoals.mobileTbtMs} ms (demo mode's and desktop's are for reference)`,
  );
  return over;
}
