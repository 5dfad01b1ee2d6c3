import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

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

// Test files share a worker (vitest.config.ts isolate: false), and with it jsdom's storages: every test
// starts as a fresh tab does, signed out with nothing stored.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => cleanup());
