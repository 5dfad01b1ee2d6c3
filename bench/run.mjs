// `npm run bench`: builds the production bundle and prints its figures against the budgets.
// Timings come from here, never from timed tests. `npm run bench -- --peers` adds Newman and Step CI,
// `--lighthouse` adds Lighthouse on the pages the performance targets name.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bundleBudgets,
  chunkBudgets,
  keptOutOfInitial,
  KiB,
  ownCodeBudgets,
  sharedWidgetBudget,
  toolBudgets,
} from './budgets.mjs';
import { bundleFigures, catalogueFigures } from './bundle.mjs';
import { benchCli } from './cli.mjs';
import { measureTimings } from './timings.mjs';
import { ownCodeBytes, toolCodeFigures, toolOf } from './toolCode.mjs';
import { signedInPreloads, transferFigures } from './transfer.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
let overBudget = 0;
/** Timings over their goal: reported, but a busy machine moves them, so they do not fail the run. */
let slowTimings = 0;

function line(label, value, budget, format = kib) {
  const ok = budget === undefined || value <= budget;
  if (!ok) overBudget++;
  const verdict =
    budget === undefined ? '' : ok ? `ok   (budget ${format(budget)})` : `OVER (budget ${format(budget)})`;
  console.log(`  ${label.padEnd(58)} ${format(value).padStart(10)}  ${verdict}`);
}

const build = spawnSync('node', ['esbuild.config.mjs', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const figures = bundleFigures(root);
console.log('\nBundle (gzip -9 of each file, from dist/meta.json; a lazy chunk counts what arrives on use)');
line('initial JS of the entry (signed-out home)', figures.initial, bundleBudgets.initial);
const toolCode = toolCodeFigures(root, figures.lazy);
for (const chunk of figures.lazy.sort((a, b) => a.name.localeCompare(b.name))) {
  const tool = toolOf(chunk.name);
  // A widget loaded lazily on its own (the request form, which its tools load after their first paint) is
  // judged as the widgets are: by its own code, its total shown for reference.
  const widget = chunk.name.startsWith('src/widgets/') ? sharedWidgetBudget : undefined;
  const toolBudget = tool ? toolBudgets[tool] : (ownCodeBudgets[chunk.name] ?? widget);
  // A tool with its own budget is judged on its own code; its total (with packages) is shown for reference.
  const ownBudget = chunkBudgets[chunk.name] ?? bundleBudgets.lazyDefault;
  line(`lazy: ${chunk.name}`, chunk.bytes, toolBudget === undefined ? ownBudget : undefined);
  if (!tool && toolBudget !== undefined) {
    line(`  its own code, packages excluded (est.)`, ownCodeBytes(root, chunk.files), toolBudget);
    line(`  its own file alone (what the first open fetches beyond shared chunks)`, chunk.ownBytes);
  }
}
const catalogues = catalogueFigures(root, figures);
console.log(
  '\nMessage catalogues (English compiled into each chunk, minified; each other language, gzip -9)',
);
line('English in the initial JS', catalogues.initial, undefined, (value) => `${value} B`);
for (const chunk of catalogues.chunks.sort((a, b) => a.name.localeCompare(b.name)))
  line(`English in lazy: ${chunk.name}`, chunk.bytes, undefined, (value) => `${value} B`);
for (const chunk of catalogues.translations.sort((a, b) => a.name.localeCompare(b.name)))
  line(`catalogue chunk: ${chunk.name}`, chunk.bytes);
// The tool budgets are for a tool's own code, "libraries shared with other tools excluded": packages and the
// kit, widgets and platform modules another tool loads too. Shared code is reported once, by group.
console.log("\nTools' own code (est.; packages and app code another tool also loads excluded)");
for (const [tool, { own, shared }] of Object.entries(toolCode.tools).sort()) {
  if (toolBudgets[tool] === undefined) continue;
  line(`${tool} (+ ${kib(shared)} shared app code)`, own, toolBudgets[tool]);
}
console.log('  shared app code, each counted once:');
for (const [group, bytes] of Object.entries(toolCode.sharedGroups).sort((a, b) => b[1] - a[1])) {
  line(`  ${group}`, bytes, group.startsWith('src/widgets/') ? sharedWidgetBudget : undefined);
}
const leaked = keptOutOfInitial.filter((name) => figures.initialPackages.has(name));
console.log(
  leaked.length
    ? `  OVER: in the initial chunk but should load on demand: ${leaked.join(', ')}`
    : `  ok: none of ${keptOutOfInitial.join(', ')} is in the initial chunk`,
);
if (leaked.length) overBudget++;

// The quote PDF renderer (and pdf-lib) is a chunk of its own, loaded by Download PDF, never with the page.
const quotePage = figures.lazy.find((chunk) => chunk.name === 'src/apps/quotes/QuotesTool.tsx');
const pdfRenderer = figures.lazy.find((chunk) => chunk.name === 'src/platform/flows/quotePdf.ts');
const pdfWithPage =
  !pdfRenderer ||
  !quotePage ||
  figures.packagesOf(quotePage).has('pdf-lib') ||
  quotePage.files.includes(pdfRenderer.file);
if (pdfWithPage) overBudget++;
console.log(
  pdfWithPage
    ? '  OVER: the quote PDF renderer is not a lazy chunk of its own, or pdf-lib loads with the quote page'
    : `  ok: the quote PDF renderer loads on demand, not with the quote page (the press adds ${kib(pdfRenderer.bytes)})`,
);

// `npm run bench -- --bundle`: the sizes only, in seconds (no browser, no CLI processes).
if (process.argv.includes('--bundle')) process.exit(overBudget ? 1 : 0);

// What a browser receives from `serve:dist` (brotli copies written by the build), for the target pages.
const transfer = transferFigures(root, 'src/apps/quotes/QuotesTool.tsx');
const bytes = ({ served, raw, files }) => `${kib(served).padStart(10)}  (${files} files, ${kib(raw)} raw)`;
console.log('\nTransfer as served by serve:dist (brotli)');
console.log(`  ${'signed-out home: HTML, CSS, initial JS'.padEnd(58)} ${bytes(transfer.home)}`);
console.log(`  ${'deep link /quotes/aq-ready, API configured'.padEnd(58)} ${bytes(transfer.deepLink)}`);
console.log(
  `  ${'deep link /quotes/aq-ready, demo mode (+ demo backend, worker)'.padEnd(58)} ${bytes(transfer.deepLinkDemo)}`,
);
console.log(
  `  ${"signed-in /createProject: index.html's own preloads".padEnd(58)} ${bytes(signedInPreloads(root, '/createProject'))}`,
);
line(
  'demo backend added to a page (its chunks and worker, gzip)',
  transfer.demoBackend.gzip,
  bundleBudgets.demoBackend,
);

// Timings depend on the machine: they are printed against their goals but only the budgets above fail the run.
console.log('\nTimings (production build, headless Chromium on localhost)');
try {
  const timings = await measureTimings(root);
  if (timings.skipped) console.log(`  skipped: ${timings.skipped}`);
  for (const row of timings.rows ?? []) {
    if (row.unit === 'cls') {
      // Layout shift is not a timing: a busy machine does not move it, so it counts against the budgets.
      line(row.label, row.value, row.goal, (value) => value.toFixed(3));
      continue;
    }
    const verdict = row.ms <= row.goal ? `ok   (goal ${row.goal} ms)` : `SLOW (goal ${row.goal} ms)`;
    if (row.ms > row.goal) slowTimings++;
    // Beside a figure of several runs, the spread between them: a busy machine moves single runs.
    const runs = row.runs
      ? `  median ${Math.round(row.runs.median)}, ${row.runs.runs} runs ${Math.round(row.runs.lowest)}–${Math.round(row.runs.highest)} ms`
      : '';
    console.log(`  ${row.label.padEnd(58)} ${`${Math.round(row.ms)} ms`.padStart(10)}  ${verdict}${runs}`);
  }
} catch (error) {
  console.log(`  could not measure: ${error instanceof Error ? error.message : error}`);
}

// The llts CLI: whole processes, A/B interleaved, ratios against their goals (bench/cli.mjs); not failing.
console.log('\nCLI (llts)');
try {
  await benchCli();
} catch (error) {
  console.log(`  could not measure: ${error instanceof Error ? error.message : error}`);
}

// The scenario UI driver against the API driver on the same files, in scenarios per minute (bench/uiDriver.mjs).
console.log('\nScenario UI driver (llts scenario run --driver ui, production build, Chromium)');
try {
  const { benchUiDriver } = await import('./uiDriver.mjs');
  await benchUiDriver();
} catch (error) {
  console.log(`  could not measure: ${error instanceof Error ? error.message : error}`);
}

// Newman and Step CI on the same flow: only when asked, since it installs them (network) the first time.
if (process.argv.includes('--peers')) {
  console.log('\nPeers: the bench flow in Newman 6 and Step CI 2 (bench/peers.mjs)');
  try {
    const { benchPeers } = await import('./peers.mjs');
    await benchPeers(root);
  } catch (error) {
    console.log(`  could not measure: ${error instanceof Error ? error.message : error}`);
  }
}

// Lighthouse on /, /uk/ and the quote page, desktop and mobile: only when asked (installs it the first
// time, and takes minutes).
if (process.argv.includes('--lighthouse')) {
  console.log(
    '\nLighthouse 12 (bench/lighthouse.mjs): the production build, demo mode and with an API, cold loads',
  );
  try {
    const { benchLighthouse } = await import('./lighthouse.mjs');
    // Layout shift does not depend on a busy machine: a CLS over its target counts against the budgets.
    overBudget += (await benchLighthouse(root))?.over ?? 0;
  } catch (error) {
    console.log(`  could not measure: ${error instanceof Error ? error.message : error}`);
  }
}

console.log(overBudget ? `\n${overBudget} figure(s) over budget` : '\nAll figures within budget');
if (slowTimings)
  console.log(`${slowTimings} timing(s) over their goal (SLOW above; timings do not fail the run)`);
process.exit(overBudget ? 1 : 0);
