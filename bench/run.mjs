// `npm run bench`: builds the production bundle and prints its figures against the budgets.
// Timings come from here, never from timed tests.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleBudgets, keptOutOfInitial, KiB } from './budgets.mjs';
import { bundleFigures } from './bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
let overBudget = 0;

function line(label, value, budget, format = kib) {
  const ok = budget === undefined || value <= budget;
  if (!ok) overBudget++;
  const verdict = budget === undefined ? '' : ok ? `ok   (budget ${format(budget)})` : `OVER (budget ${format(budget)})`;
  console.log(`  ${label.padEnd(58)} ${format(value).padStart(10)}  ${verdict}`);
}

const build = spawnSync('node', ['esbuild.config.mjs', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const figures = bundleFigures(root);
console.log('\nBundle (gzip, from dist/meta.json)');
line('initial JS of the entry (signed-out home)', figures.initial, bundleBudgets.initial);
for (const chunk of figures.lazy.sort((a, b) => a.name.localeCompare(b.name))) {
  line(`lazy: ${chunk.name}`, chunk.bytes, bundleBudgets.lazyDefault);
}
const leaked = keptOutOfInitial.filter((name) => figures.initialPackages.has(name));
console.log(
  leaked.length
    ? `  OVER: in the initial chunk but should load on demand: ${leaked.join(', ')}`
    : `  ok: none of ${keptOutOfInitial.join(', ')} is in the initial chunk`,
);
if (leaked.length) overBudget++;

console.log(overBudget ? `\n${overBudget} figure(s) over budget` : '\nAll figures within budget');
process.exit(overBudget ? 1 : 0);
