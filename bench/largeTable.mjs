// The staff dashboard's 5,000-row list in headless Chromium: frame times while its virtualised
// table scrolls, and the delay from typing in its filter box to the row count it shows.
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate runs these in the page */

const PAGE = '/pmdetails/Lena%20Fischer/112';
const TABLE = 'Projects: Lena Fischer';

/** Scrolls the table's scroll area a step per frame and returns the 95th percentile frame time (ms). */
function scrollFrames(selector) {
  return new Promise((resolve) => {
    const area = document.querySelector(selector)?.closest('.overflow-auto');
    if (!area) return resolve(-1);
    const frames = [];
    let last = performance.now();
    let step = 0;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      area.scrollTop += 400;
      if (++step < 120) requestAnimationFrame(tick);
      else {
        const sorted = frames.slice(1).sort((a, b) => a - b);
        resolve(sorted[Math.floor(sorted.length * 0.95)]);
      }
    };
    requestAnimationFrame(tick);
  });
}

/** Types into the filter box and resolves with the time until the row count text changes (ms). */
function filterDelay(value) {
  return new Promise((resolve) => {
    const input = document.querySelector('input[type="search"]');
    const count = [...document.querySelectorAll('p[aria-live="polite"]')].find((p) =>
      /rows?$/.test(p.textContent ?? ''),
    );
    if (!input || !count) return resolve(-1);
    const before = count.textContent;
    const start = performance.now();
    new MutationObserver((_, observer) => {
      if (count.textContent !== before) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
      }
    }).observe(count, { childList: true, characterData: true, subtree: true });
    const setter = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value').set;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function largeTableTimings(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/signIn`);
  await page.getByRole('button', { name: 'Sign in as admin' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'admin', exact: true }).waitFor();
  await page.goto(`${base}${PAGE}`);
  const table = page.getByRole('table', { name: TABLE });
  await table.locator('tbody tr').first().waitFor();
  await page.getByText('5,000 rows').waitFor();
  const scrollP95 = await page.evaluate(scrollFrames, 'table');
  const filterMs = await page.evaluate(filterDelay, 'Rush');
  await context.close();
  return { scrollP95, filterMs };
}
