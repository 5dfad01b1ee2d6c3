// Node tests talk to MSW servers they create themselves (see tests/support/msw.ts);
// any request that no handler answers fails the test.
import { afterEach } from 'vitest';
import { activateLocale } from '../../src/platform/i18n/runtime';

// Every test starts in English, as the CLI always speaks it: a test of another language leaves it active in
// the worker's shared registry.
afterEach(async () => {
  await activateLocale('en');
});
