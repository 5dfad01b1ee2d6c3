// The e2e suite's accessibility bar (tests/e2e/support/axe.ts) for component tests: axe-core's WCAG A/AA
// and best-practice rules over the document, open portals (menus, dialogs) included; serious or critical
// violations are returned as 'rule: nodes'. jsdom lays nothing out, so contrast is left to the browser tests.
import axe from 'axe-core';

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
