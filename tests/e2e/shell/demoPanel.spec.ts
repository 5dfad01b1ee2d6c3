// The footer's demo panel drives the embedded backend from the page: a persona switch, the clock
// moved past a quote's deadline, a 503 the quote page reports, and the journal of a clicked-through flow
// copied as a scenario that `llts scenario run` replays green.
import { expect, test, type Page } from '../support/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAxeClean } from '../support/axe';
import { backendReady, openOnSeed } from '../support/backend';
import { signInFromHome } from '../support/signIn';
import { openSignedIn } from '../support/signedIn';
import { choose } from '../support/choose';

const root = join(import.meta.dirname, '../../..');

async function openPanel(page: Page, tab?: string) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Demo', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Demo controls' });
  await expect(drawer.getByRole('tablist', { name: 'Demo controls' })).toBeVisible();
  if (tab) await drawer.getByRole('tab', { name: tab }).click();
  return drawer;
}

test('switches persona in one click; the drawer passes axe on every tab', async ({ page }) => {
  await openSignedIn(page, 'client');
  const drawer = await openPanel(page);
  await expect(drawer.getByRole('button', { name: 'Switch to client' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAxeClean(page, 'the page with the demo panel open');
  // Then each other tab, the drawer alone: the page behind it does not change.
  for (const tab of ['Clock', 'Faults', 'Journal', 'Data']) {
    await drawer.getByRole('tab', { name: tab }).click();
    await expect(drawer.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAxeClean(page, `the demo panel's ${tab} tab`, { within: '[role="dialog"]' });
  }
  await drawer.getByRole('tab', { name: 'Personas' }).click();
  await drawer.getByRole('button', { name: 'Switch to employee' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'employee', exact: true })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('on a phone the drawer takes the width of the screen and nothing in it scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openOnSeed(page, '/consoleHelp');
  for (const tab of ['Faults', 'Journal', 'Clock']) {
    const drawer = await openPanel(page, tab);
    const box = await drawer.getByRole('tabpanel').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    // The journal's table may scroll inside its own box; the panel itself never does.
    const overflow = await drawer
      .getByRole('tabpanel')
      .evaluate((panel) => panel.scrollWidth - panel.clientWidth);
    expect(overflow, `${tab} tab`).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});

test('advancing the clock by 30 days expires aq-ready on the quote page', async ({ page }) => {
  await openOnSeed(page, '/quotes/aq-ready');
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
  const drawer = await openPanel(page, 'Clock');
  await drawer.getByRole('button', { name: 'Advance 30 days' }).click();
  await expect(drawer.getByRole('status')).toContainText('The demo clock now reads');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'This quote has expired' })).toBeVisible();
  // The moved clock is kept with the demo data: a reload still reads it.
  await page.reload();
  await backendReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'This quote has expired' })).toBeVisible();
  // However the clock moves (here a test's call to the control surface), the page follows it at once.
  const status = await page.evaluate(async () => {
    const response = await fetch('/__fixtures/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: Date.now() }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
});

test("a 503 fault added in the panel is the quote page's error message until it is removed", async ({
  page,
}) => {
  await openOnSeed(page, '/quotes/aq-ready');
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
  const drawer = await openPanel(page, 'Faults');
  await choose(page, drawer, 'API call', 'GET /api/v1/autoQuotes/*');
  await drawer.getByLabel('Status').fill('503');
  await drawer.getByLabel('Body message').fill('Down for maintenance');
  await drawer.getByLabel('Error code').fill('MAINT');
  // Every time: the page retries a 5xx, so a one-off fault would be gone before the test looks.
  await drawer.getByLabel('Every time').check();
  await drawer.getByRole('button', { name: 'Add fault' }).click();
  await expect(drawer.getByRole('listitem')).toHaveText(
    /GET \/api\/v1\/autoQuotes\/\*: status 503, every time/,
  );
  await page.keyboard.press('Escape');

  await page.reload();
  await backendReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not open this quote' })).toBeVisible();
  await expect(page.getByText('Down for maintenance [Error code: MAINT]')).toBeVisible();

  const again = await openPanel(page, 'Faults');
  await again.getByRole('button', { name: 'Remove fault GET /api/v1/autoQuotes/*' }).click();
  await expect(again.getByText('No active faults: every call answers as usual.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
});

test('the journal of a clicked-through flow, copied as a scenario, replays green with llts scenario run', async ({
  page,
}) => {
  await signInFromHome(page, 'client');
  await page.goto('/quotes/aq-ready');
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this quote' });
  await dialog.getByLabel('Reason (optional)').fill('Too dear');
  await dialog.getByRole('button', { name: 'Reject quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote has been rejected' })).toBeVisible();

  const drawer = await openPanel(page, 'Journal');
  await expect(drawer.getByRole('row').filter({ hasText: '/actions/rejectAutoQuote' })).toContainText('204');
  await drawer.getByRole('button', { name: 'Copy as scenario' }).click();
  const yaml = await drawer.getByLabel('Scenario (YAML)').inputValue();
  expect(yaml).toContain(
    '"path":"/jobRequests/aq-ready/actions/rejectAutoQuote","body":{"rejectionReason":"Too dear"}',
  );
  expect(yaml).toContain('as: "client"');

  const dir = mkdtempSync(join(tmpdir(), 'demo-journal-'));
  try {
    const file = join(dir, 'journal.yaml');
    writeFileSync(file, yaml);
    // The bundle from the sources under test, then the bin as a user runs it.
    const build = spawnSync('node', ['cli/build.mjs', '--quiet'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const run = spawnSync('node', ['cli/bin/llts.cjs', 'scenario', 'run', file], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, LLTS_CONFIG_DIR: dir, NO_COLOR: '1' },
      timeout: 60_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/1 passed, 0 failed/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
