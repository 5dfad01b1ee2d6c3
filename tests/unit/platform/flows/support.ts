// Flow tests run on the real fixture backend (useRuntimeBackend, tests/fixtures/support/runtimeBackend.ts): its
// seed, its handlers, failures injected as faults. What a flow sent is read back from the backend's journal.
import type { FixtureBackend } from '../../../../fixtures/node';
import type { FlowClock } from '../../../../src/platform/flows/waiting';

export interface Sent {
  method: string;
  /** Under the API root for API calls (`/jobRequests/jr-1`), else the whole path (`/__uploads/...`). */
  path: string;
  query: Record<string, string | string[]>;
  /** JSON as sent; multipart as its parts (file names and sizes, never the bytes). */
  body: unknown;
}

/** The requests the backend received, in order. */
export const sentTo = (backend: FixtureBackend): Sent[] =>
  backend.journal().map(({ method, path, query, body }) => ({
    method,
    path: path.replace(/^\/api\/v1(?=\/)/, ''),
    query,
    body,
  }));

type Part = { field: string; value?: string; fileName?: string; size?: number };

/** A multipart body as the journal keeps it, by field: a text field's value, a file's name and size. */
export function formParts(body: unknown): Record<string, string | { fileName?: string; size?: number }> {
  const parts = (body as { multipart?: Part[] } | undefined)?.multipart;
  if (!parts) throw new Error(`not a multipart body: ${JSON.stringify(body)}`);
  return Object.fromEntries(
    parts.map(({ field, value, fileName, size }) => [
      field,
      fileName === undefined ? (value ?? '') : { fileName, size },
    ]),
  );
}

/** A clock that only moves when slept on, recording each sleep. */
export function manualClock(start = 0): FlowClock & { sleeps: number[] } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

/**
 * The backend's own clock as a flow sees it (as the CLI on the fixtures runs it): a sleep moves the fixture
 * clock, so work and zips advance between polls. Each sleep is recorded.
 */
export function fixtureClock(backend: FixtureBackend): FlowClock & { sleeps: number[] } {
  const { clock } = backend.ctx;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => clock.now(),
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.advance(ms);
    },
  };
}

export const file = (name: string, content = 'x') => ({ name, data: new Blob([content]) });
