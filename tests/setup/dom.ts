import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { activateLocale } from '../../src/platform/i18n/runtime';
import { resetPlatform } from '../support/freshTab';

// Waits are on state, never on time, so a generous bound costs nothing when the state shows: lazy chunks
// (tools, the signed-in home, the menu) are compiled on first use under vitest, and on a loaded 2-core
// machine a short wait for a tool's first screen failed tests that pass on an idle one. Here, in the setup
// file every test file runs, and the test timeout in vitest.config.ts: a module's own top-level call would
// run only for the first file of a worker that imports it (isolate: false).
//
// A query that waitFor (and every findBy) retries fails many times before it passes, and Testing Library
// prints the whole document into each of those errors, which nobody reads. During a retry (Testing Library
// marks it as a time for no expensive diagnostics) the error is only its message; the failure a test shows
// still has the document, printed once: a direct query's own, or a timed-out wait's, which Testing Library
// builds through this function again, after the retries.
type GetElementError = ReturnType<typeof getConfig>['getElementError'] & { withDocument?: GetElementError };
// Testing Library's own, once: this file runs again for every test file of a worker (isolate: false).
const configured: GetElementError = getConfig().getElementError;
const withDocument = configured.withDocument ?? configured;
const duringRetry = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
const getElementError: GetElementError = (message, container) => {
  if (!duringRetry()) return withDocument(message, container);
  const error = new Error(message ?? '');
  error.name = 'TestingLibraryElementError';
  return error;
};
getElementError.withDocument = withDocument;
configure({ asyncUtilTimeout: 15_000, getElementError });

// jsdom has no ResizeObserver; headlessui needs one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom has no Web Animations API; headlessui's transitions ask for it (and warn when it polyfills it).
Element.prototype.getAnimations ??= () => [];

// jsdom lays nothing out, so it cannot scroll (its scrollTo only reports "not implemented"); a page change
// scrolls to the top, which the browser tests check (tests/e2e/shell/pageChange.spec.ts).
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Test files share a worker (vitest.config.ts isolate: false), and with it jsdom's storages and the platform's
// store: every test starts as a fresh tab does, signed out with nothing stored and no notification showing.
beforeEach(resetPlatform);

// Every test starts in English, as a tab with no remembered language does: a test that chose another
// language (or rendered for a reader who had) leaves it active in the worker's shared registry.
afterEach(async () => {
  cleanup();
  await activateLocale('en');
  document.documentElement.removeAttribute('dir');
});
