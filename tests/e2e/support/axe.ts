// The accessibility bar of the e2e suite: axe-core (WCAG 2.x A and AA rules, plus best practices) over the
// page as it is now, open dialogs included; any serious or critical violation fails, named with its nodes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const FAILING = new Set(['serious', 'critical']);

export async function expectAxeClean(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // A sandboxed frame (a server-given document, e.g. a quote) runs no scripts: axe cannot enter it and would
    // wait out its frame timeout, so it is left out (its title is checked by the test that shows it).
    .exclude('iframe[sandbox]')
    .analyze();
  const failing = results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(failing, `serious or critical axe violations on ${what}`).toEqual([]);
}
