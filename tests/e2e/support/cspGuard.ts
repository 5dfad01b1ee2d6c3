// The Content Security Policy guard of the e2e suite, for tests/e2e/support/test.ts.
import { expect, type BrowserContext, type Page } from '@playwright/test';

// The servers send the policy enforced (lib/security-headers.mjs): a test fails on any violation the page
// reports (a securitypolicyviolation event, seen by an init script added once per context) or logs (a
// console CSP or Trusted Types error). A test that provokes violations on purpose reads and empties
// `cspViolations`.

/** Violations reported by each page of a context since its test began. */
const violationsOf = new WeakMap<Page, string[]>();
const CSP_CONSOLE_ERROR = /Content Security Policy|Trusted ?Type/i;

export async function watchViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__lltsCspViolation', ({ page }, violation: string) => {
    if (!violationsOf.has(page)) violationsOf.set(page, []);
    violationsOf.get(page)!.push(violation);
  });
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __lltsCspViolation?: (violation: string) => void })
        .__lltsCspViolation;
      report?.(
        `${event.disposition} ${event.effectiveDirective}: ${event.blockedURI} ${event.sample} (${event.sourceFile}:${event.lineNumber})`,
      );
    }),
  );
}

/** Starts a test's watch on `page`: what it reports from now on. */
function violationsFrom(page: Page): string[] {
  const violations: string[] = [];
  violationsOf.set(page, violations);
  page.on('console', (message) => {
    if (message.type() === 'error' && CSP_CONSOLE_ERROR.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

export const cspFixtures = {
  cspViolations: async ({ page }: { page: Page }, use: (violations: string[]) => Promise<void>) => {
    const violations = violationsFrom(page);
    await use(violations);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
};
