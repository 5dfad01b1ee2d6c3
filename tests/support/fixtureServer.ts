// The real fixture backend (fixtures/node.ts, the one the CLI runs in-process) served to a test file through
// msw/node: the same handlers, seed, Cognito emulation and fault control as the browser demo and the CLI.
// An unhandled request fails the test. Per-test answers: `server.use()` (the MSW way, for an answer the
// fixtures never give) or `backend.injectFault()` (a status, delay or network error on any call).
import { http, type HttpHandler, type RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createFixtureBackend, type FixtureBackend, type FixtureBackendOptions } from '../../fixtures/node';

/** jsdom's page origin: the app's API (`<origin>/api/v1`) and user pool (`<origin>/cognito/`) live under it. */
export const ORIGIN = globalThis.location?.origin ?? 'http://localhost:3000';
export const API = `${ORIGIN}/api/v1`;

export interface FixtureServer {
  backend: FixtureBackend;
  /** The running msw server (after beforeAll). */
  readonly server: SetupServer;
  /** server.use(): handlers tried before the fixtures' until the test ends. */
  use(...handlers: RequestHandler[]): void;
  /**
   * Holds matching requests until `release()`, then lets the fixtures answer them: for asserting a
   * loading or busy state without racing the answer.
   */
  hold(
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
  ): { release: () => void; held: readonly URL[] };
}

let current: FixtureBackend | undefined;

/** The backend of the running test file (for helpers that sign in or read the clock). */
export function currentBackend(): FixtureBackend {
  if (!current) throw new Error('No fixture server: call useFixtureServer() at the top of the test file');
  return current;
}

export interface FixtureServerOptions {
  /** The backend's origin: the page's by default. */
  origin?: string;
  /**
   * By default the clock starts at the wall clock and ticks: rendered pages judge tokens and quote deadlines
   * with Date.now(). Node tests of handlers and flows freeze it (`{}`: at the seed time).
   */
  clock?: FixtureBackendOptions['clock'];
  /** Routes after the API's (a test's probe), given the backend they belong to. */
  extraHandlers?: (backend: () => FixtureBackend) => HttpHandler[];
}

/**
 * Starts the fixtures for this test file. After each test: handlers back to the fixtures', and the backend
 * back to its seed (state, clock, faults, journal, identity sessions).
 */
export function useFixtureServer(options: FixtureServerOptions = {}): FixtureServer {
  // The extra handlers need the backend they belong to: a getter breaks the cycle.
  const get = (): FixtureBackend => backend;
  const backend = createFixtureBackend({
    origin: options.origin ?? ORIGIN,
    clock: options.clock ?? { start: Date.now(), ticking: true },
    extraHandlers: options.extraHandlers?.(get),
  });
  beforeAll(() => {
    backend.start({ onUnhandledRequest: 'error' });
    current = backend;
  });
  afterEach(() => {
    backend.server?.resetHandlers();
    backend.reset();
  });
  afterAll(() => {
    backend.stop();
    current = undefined;
  });
  return {
    backend,
    get server() {
      if (!backend.server) throw new Error('The fixture server starts in beforeAll');
      return backend.server;
    },
    use: (...handlers) => backend.server?.use(...handlers),
    hold(method, path) {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: URL[] = [];
      // A resolver that returns nothing hands the request on to the next handler: the fixtures'.
      backend.server?.use(
        http[method](path, async ({ request }) => {
          held.push(new URL(request.url));
          await released;
        }),
      );
      return { release, held };
    },
  };
}
