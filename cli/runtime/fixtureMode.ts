// The embedded fixture backend of a CLI invocation: fetch to the fixture origin is answered in this process,
// the database lives in the state file between invocations, and the fixture clock beside it (frozen while no
// command moves it, so `request wait` advancing it is remembered by the next `request show`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from '../errors';
import { clockFileOf } from '../paths';

import type * as FixtureNode from '../../fixtures/node';

type FixtureModule = typeof FixtureNode;
export type FixtureBackend = FixtureNode.FixtureBackend;

export interface EmbeddedFixtures {
  module: FixtureModule;
  backend: FixtureBackend;
  origin: string;
  /** Writes the clock back and stops intercepting. */
  close(): void;
}

function readClock(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const ms = (JSON.parse(readFileSync(file, 'utf8')) as { ms?: unknown }).ms;
    return typeof ms === 'number' && Number.isFinite(ms) ? ms : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Replaces the global fetch (the platform's clients and the Cognito sign-in both call it) with one that hands
 * requests for the fixture origin to the backend's direct dispatch, as the scenario runner does, instead of
 * msw/node's interception: msw tries every handler in turn (a request clone, a path compiled afresh and an
 * AbortController each), ~25 ms of CPU of a `llts quote show`. Anything else, and a request no handler answers,
 * goes to the network (msw's 'bypass'). Returns the function that puts the previous fetch back.
 */
function answerFetchInProcess(backend: FixtureBackend, withKnownText: FixtureModule['withKnownText']): () => void {
  const previous = globalThis.fetch;
  const origin = backend.ctx.origin();
  const inProcess: typeof fetch = async (input, init) => {
    const request = withKnownText(new Request(input, init), init?.body);
    if (new URL(request.url).origin !== origin) return previous(request);
    const response = await backend.dispatch(request);
    if (!response) return previous(request);
    // An injected network error is an error Response here; fetch rejects.
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
  globalThis.fetch = inProcess;
  return () => {
    if (globalThis.fetch === inProcess) globalThis.fetch = previous;
  };
}

export async function startEmbeddedFixtures(stateFile: string): Promise<EmbeddedFixtures> {
  const module = await import('../../fixtures/node');
  const clockFile = clockFileOf(stateFile);
  const start = readClock(clockFile);
  mkdirSync(dirname(stateFile), { recursive: true });
  let backend: FixtureBackend;
  try {
    backend = module.createFixtureBackend({ persistFile: stateFile, clock: start === undefined ? {} : { start } });
  } catch (error) {
    // A hand-edited or truncated state file is the user's input: name it and say how to recover.
    throw new UsageError(error instanceof Error ? error.message : String(error), [
      `Run \`llts fixtures reset\` to restore the seed, or pass another --state file.`,
    ]);
  }
  const startedAt = backend.ctx.clock.now();
  const restoreFetch = answerFetchInProcess(backend, module.withKnownText);
  return {
    module,
    backend,
    origin: backend.ctx.origin(),
    close() {
      restoreFetch();
      const now = backend.ctx.clock.now();
      if (now !== startedAt || start === undefined) {
        writeFileSync(clockFile, `${JSON.stringify({ now: new Date(now).toISOString(), ms: now })}\n`);
      }
    },
  };
}
