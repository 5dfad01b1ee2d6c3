// AI Translation's Your requests with 300 file requests in headless Chromium: paging, rows per
// page and the status filter, each measured two ways. "Interaction" is the browser's own Event Timing
// duration (input to the next paint, as INP counts it); "to rows" runs from the input to the paint after
// the new rows are in the table, the round trip to the embedded backend (a service worker) included.
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate runs these in the page */

const PAGE = '/machineTranslation/fileTranslation';
const TABLE = 'Your requests';
export const MT_LIST_SIZE = 300;
const STATUSES = [
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'FAILED',
  'ARCHIVED',
  'SUBMITTED_TO_XTRF',
  'COMPLETED',
  'CANCELLED',
];

/**
 * In the page: the demo state with acme's MT requests replaced by `count` copies of a completed one (owned
 * by the client persona, an hour apart, the statuses above in turn), loaded back into the backend.
 */
async function loadManyMtRequests({ count, statuses }) {
  const state = await (await fetch('/__fixtures/state')).json();
  const template = state.jobRequests.find((job) => job.id === 'jr-mt-done');
  const others = state.jobRequests.filter((job) => !(job.origination === 'MT' && job.clientId === 'acme'));
  const start = Date.parse(template.createTime);
  const copies = Array.from({ length: count }, (_, index) => ({
    ...template,
    id: `jr-bench-${String(index + 1).padStart(3, '0')}`,
    name: `MT - Bench request ${index + 1}`,
    status: statuses[index % statuses.length],
    createTime: new Date(start - index * 3600_000).toISOString(),
    progress: undefined,
  }));
  const response = await fetch('/__fixtures/state', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...state, jobRequests: [...others, ...copies] }),
  });
  if (!response.ok) throw new Error(`state not loaded: ${response.status} ${await response.text()}`);
}

/** Records Event Timing entries of real interactions (those with an interactionId) from now on. */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
}

/**
 * Arms a watch on the table, once it is whole (not busy: a change's rows may come in two passes, those on
 * screen first): `__rowsChanged` resolves with the time from the next user input (pointer, key or change)
 * to the paint after its rows differ from what they are now, `__rowsComplete` to the paint after the
 * table is whole again with them.
 */
async function armRowsChange(caption) {
  const table =
    [...document.querySelectorAll('table')].find(
      (t) => t.querySelector('caption')?.textContent === caption,
    ) ?? document.querySelector('table');
  const busy = () => table.getAttribute('aria-busy') === 'true';
  for (let frame = 0; busy() && frame < 600; frame++)
    await new Promise((resolve) => requestAnimationFrame(resolve));
  const signature = () => [...table.querySelectorAll('tbody tr')].map((row) => row.textContent).join('|');
  const before = signature();
  let inputAt;
  // Marks for a trace of the changes (bench/mainThread.mjs --mt-list): where each began and ended.
  const onInput = (event) => {
    if (inputAt === undefined) performance.mark('mt-list-input');
    inputAt ??= event.timeStamp;
  };
  for (const type of ['pointerdown', 'keydown', 'change'])
    window.addEventListener(type, onInput, { capture: true, once: true });
  const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  let complete;
  window.__rowsComplete = new Promise((resolve) => (complete = resolve));
  window.__rowsChanged = new Promise((resolve) => {
    let changed = false;
    new MutationObserver((_, observer) => {
      if (inputAt === undefined || signature() === before) return;
      if (!changed) {
        changed = true;
        afterPaint(() => {
          performance.mark('mt-list-rows');
          resolve(performance.now() - inputAt);
        });
      }
      if (busy()) return;
      observer.disconnect();
      afterPaint(() => complete(performance.now() - inputAt));
    }).observe(table, {
      attributes: true,
      attributeFilter: ['aria-busy'],
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

/**
 * `watch` (optional): `start(page, context)` once the list has loaded, before the first change, and
 * `stop(page)` after the last, resolving with what it recorded (bench/mainThread.mjs --mt-list profiles the
 * changes with it); returned as `recorded`.
 */
export async function mtListTimings(browser, base, watch) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/signIn`);
  await page.getByRole('button', { name: 'Sign in as client' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'client', exact: true }).waitFor();
  await page.evaluate(loadManyMtRequests, { count: MT_LIST_SIZE, statuses: STATUSES });
  await page.goto(`${base}${PAGE}`);
  const table = page.getByRole('table', { name: TABLE });
  await table
    .getByRole('rowheader', { name: 'MT - Bench request 1', exact: true })
    .waitFor({ timeout: 30_000 });
  await page.evaluate(observeInteractions);
  await watch?.start(page, context);
  const pager = page.getByRole('navigation', { name: `${TABLE} pages` });
  const toRows = [];
  const toAllRows = [];
  const act = async (action) => {
    await page.evaluate(armRowsChange, TABLE);
    await action();
    toRows.push(await page.evaluate(() => window.__rowsChanged));
    toAllRows.push(await page.evaluate(() => window.__rowsComplete));
  };

  // The kit's select: its list opens first; the choice is what changes the rows.
  const rowsPerPage = async (rows) => {
    await pager.getByRole('button', { name: /^Rows per page/ }).click();
    await act(() => page.getByRole('option', { name: rows, exact: true }).click());
  };
  // Rows per page 50 (the largest choice), then through all six pages and back.
  await rowsPerPage('50');
  for (let next = 0; next < 5; next++) await act(() => pager.getByRole('button', { name: 'Next' }).click());
  for (let back = 0; back < 5; back++)
    await act(() => pager.getByRole('button', { name: 'Previous' }).click());
  // The status filter: open it, then each group in turn on, off again.
  const filter = page.getByRole('button', { name: /^Status/ });
  await filter.click();
  for (const group of ['Failed', 'Archived', 'Completed']) {
    await act(() => page.getByRole('option', { name: group, exact: true }).click());
  }
  for (const group of ['Completed', 'Archived', 'Failed']) {
    await act(() => page.getByRole('option', { name: group, exact: true }).click());
  }
  await page.keyboard.press('Escape');
  // Back to 10 rows and a page forward, the list's usual use.
  await rowsPerPage('10');
  await act(() => pager.getByRole('button', { name: 'Next' }).click());

  const recorded = await watch?.stop(page);
  const interactions = await page.evaluate(() => window.__interactions);
  await context.close();
  return {
    interactions: interactions.length,
    worstInteractionMs: Math.max(0, ...interactions),
    worstToRowsMs: Math.max(...toRows),
    medianToRowsMs: [...toRows].sort((a, b) => a - b)[Math.floor(toRows.length / 2)],
    changes: toRows.length,
    /** Each change in order (rows per page, 5 × Next, 5 × Previous, 3 groups on, 3 off, 10 rows, Next). */
    toRowsEach: toRows.map(Math.round),
    /** To every row of the change in the table (the rows off screen may follow those on it). */
    worstToAllRowsMs: Math.max(...toAllRows),
    medianToAllRowsMs: [...toAllRows].sort((a, b) => a - b)[Math.floor(toAllRows.length / 2)],
    interactionsEach: interactions,
    recorded,
  };
}
