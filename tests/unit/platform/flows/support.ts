// Flow tests run on the real fixture backend (useRuntimeBackend, tests/fixtures/support/runtimeBackend.ts): its
// seed, its handlers, failures injected as faults. What a flow sent is read back from the backend's journal.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { FixtureBackend } from '../../../../fixtures/node';
import { createHttpClient, type HttpClient } from '../../../../src/platform/http/client';
import type { FlowClock } from '../../../../src/platform/flows/waiting';
import { useMswServer } from '../../../support/msw';

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

// The recording fake the flow tests not yet moved onto the fixture backend still use: handlers answer by
// "METHOD path" and every request is kept. Delete it with its last user.
interface FakeSent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export const API = 'http://api.test/api/v1';
export const STORAGE = 'http://storage.test/bucket';

type Answer = JsonBodyType | ((sent: FakeSent) => JsonBodyType | Response | undefined) | Response | undefined;
export function useFakeApi() {
  const server = useMswServer();
  const sent: FakeSent[] = [];
  const routes = new Map<string, Answer[]>();

  /** Answers for "METHOD /path" (under the API) or "METHOD http://..."; several answers are used in turn. */
  function answer(route: string, ...answers: Answer[]) {
    routes.set(route, answers);
  }

  function install() {
    sent.length = 0;
    routes.clear();
    server.use(
      http.all('*', async ({ request }) => {
        const url = new URL(request.url);
        const full = `${url.origin}${url.pathname}`;
        const path = full.startsWith(API) ? full.slice(API.length) : full;
        const type = request.headers.get('content-type') ?? '';
        let body: unknown;
        if (type.includes('multipart/form-data')) {
          const form = await request.formData();
          body = Object.fromEntries(
            [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]),
          );
        } else {
          const text = await request.text();
          body = text ? JSON.parse(text) : undefined;
        }
        const record: FakeSent = {
          method: request.method,
          path,
          query: Object.fromEntries(url.searchParams),
          body,
        };
        sent.push(record);
        const list = routes.get(`${request.method} ${path}`);
        if (!list)
          return HttpResponse.json({ message: `no fake for ${request.method} ${path}` }, { status: 404 });
        const next = list.length > 1 ? list.shift() : list[0];
        const value = typeof next === 'function' ? next(record) : next;
        if (value instanceof Response) return value;
        return value === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(value);
      }),
    );
  }

  return {
    sent,
    answer,
    install,
    client: (): HttpClient => createHttpClient({ baseUrl: API, getIdToken: () => 'token' }),
  };
}

export const presigned = { url: STORAGE, fields: { key: 'uploads/${filename}', policy: 'p' } };
