// A recording fake API for flow tests: handlers answer by "METHOD path" and every request is kept (path,
// query and parsed body), so a test asserts what a flow sent and in which order.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createHttpClient, type HttpClient } from '../../../../src/platform/http/client';
import type { FlowClock } from '../../../../src/platform/flows/waiting';
import { useMswServer } from '../../../support/msw';

export const API = 'http://api.test/api/v1';
export const STORAGE = 'http://storage.test/bucket';

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Answer = JsonBodyType | ((sent: Sent) => JsonBodyType | Response | undefined) | Response | undefined;

export function useFakeApi() {
  const server = useMswServer();
  const sent: Sent[] = [];
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
        const record: Sent = {
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

export const file = (name: string, content = 'x') => ({ name, data: new Blob([content]) });
export const presigned = { url: STORAGE, fields: { key: 'uploads/${filename}', policy: 'p' } };
