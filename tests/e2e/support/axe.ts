// The accessibility bar of the e2e suite: axe-core (WCAG 2.x A and AA rules, plus best practices) over the
// page as it is now, open dialogs and menus included; a violation of any impact fails (minor and moderate
// ones too: a landmark left without a name or a menu outside every landmark is a real defect for a screen
// reader user finding their way), named with its nodes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe-core's source evaluated in each frame that does not hold it yet. AxeBuilder evaluates the whole source
 * twice at every scan (once to probe it, once more per frame); a document scanned several times keeps it.
 * Sandboxed frames run no scripts and are left out of every scan.
 */
async function injectAxe(page: Page): Promise<void> {
  const frames: Frame[] = [];
  for (const frame of page.frames()) {
    const element = frame === page.mainFrame() ? null : await frame.frameElement().catch(() => null);
    if (frame !== page.mainFrame() && (!element || (await element.getAttribute('sandbox')) !== null))
      continue;
    frames.push(frame);
  }
  for (const frame of frames) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axe.source);
  }
}

/**
 * `popupOpen`: a menu or listbox is open over the page. The targets it partly covers are not targets while
 * it is open (a press outside only closes it), so their size under it is not measured (target-size).
 * `within`: a selector to scan only that part (a dialog whose page was scanned just before).
 * `soft`: the test goes on after a violation, so a walk over many screens reports every one of them.
 */
export async function expectAxeClean(
  page: Page,
  what: string,
  { popupOpen = false, within, soft = false }: { popupOpen?: boolean; within?: string; soft?: boolean } = {},
): Promise<void> {
  await injectAxe(page);
  // The source is in place: what AxeBuilder evaluates before each scan is then an empty statement.
  const builder = new AxeBuilder({ page, axeSource: ';' });
  if (popupOpen) builder.disableRules(['target-size']);
  if (within) builder.include(within);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // A sandboxed frame (a server-given document, e.g. a quote) runs no scripts: axe cannot enter it and would
    // wait out its frame timeout, so it is left out (its title is checked by the test that shows it).
    .exclude('iframe[sandbox]')
    // Only the violations are read: axe then collects one node per passing or inapplicable rule instead of
    // every node it checked, which it otherwise gathers, serializes and sends to the test at every scan.
    .options({ resultTypes: ['violations'] })
    // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge the frames'
    // results, which cost about a second a scan here. The pages have no
    // cross-origin frames for that merge to reach.
    .setLegacyMode(true)
    .analyze();
  const failing = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  (soft ? expect.soft : expect)(failing, `axe violations on ${what}`).toEqual([]);
}
