// Diagnostic: `node bench/clsProbe.mjs [runs] [path]` (after a build) — the quote page's layout shifts on a
// cold load per viewport: the bench's own figure (worst of 3), then each run's shifts with what moved and
// when (FRAMES=1 adds what the main area showed, frame by frame). The bench's server and browser flags.
/* global window, document, requestAnimationFrame */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { quoteCls, startServer } from './timings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 3);
const path = process.argv[3] ?? '/quotes/aq-ready';

function recordShiftSources() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name = node ? `${node.nodeName}.${String(node.className ?? '').slice(0, 50)}` : '?';
          return `${name} y ${source.previousRect.y}->${source.currentRect.y} h ${source.previousRect.height}->${source.currentRect.height}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // What the page's main area shows, frame by frame, to tell which loading state the footer moved after.
  window.__frames = [];
  const sample = () => {
    const main = document.querySelector('main');
    const text = main
      ? main.textContent.slice(0, 40) + ` [h ${Math.round(main.getBoundingClientRect().height)}]`
      : '(no main)';
    const last = window.__frames[window.__frames.length - 1];
    if (!last || last.text !== text) window.__frames.push({ at: Math.round(performance.now()), text });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

const { chromium } = await import('playwright-core');
const server = await startServer(root);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
try {
  for (const viewport of [
    { width: 1350, height: 940 },
    { width: 412, height: 823 },
    { width: 390, height: 844 },
  ]) {
    console.log(
      `${viewport.width}x${viewport.height}: bench figure ${(await quoteCls(browser, server.base, viewport)).toFixed(4)}`,
    );
    const totals = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript(recordShiftSources);
      await page.goto(`${server.base}${path}`);
      await page.getByTestId('quote-total').waitFor({ timeout: 30_000 });
      const shifts = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await new Promise((resolve) => setTimeout(resolve, 300));
        return window.__shifts;
      });
      if (process.env.FRAMES)
        console.log(await page.evaluate(() => window.__frames.map((f) => `   ${f.at} ${f.text}`).join('\n')));
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      totals.push(total);
      console.log(`${viewport.width}x${viewport.height} run ${run + 1}: CLS ${total.toFixed(4)}`);
      for (const shift of shifts)
        console.log(`   @${shift.at} ms ${shift.value.toFixed(4)}\n      ${shift.sources.join('\n      ')}`);
      await context.close();
    }
    console.log(`${viewport.width}x${viewport.height}: worst ${Math.max(...totals).toFixed(4)}\n`);
  }
} finally {
  await browser.close();
  server.stop();
}
