// Table-driven checks of API functions: each case names a call and what must go over the wire (method,
// exact encoded path, query parameters, JSON body) and what the call must resolve to. One MSW handler
// records every request, so a call that sends two requests, or none, fails too.

import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../../src/platform/http/client';
import { useMswServer } from '../../../support/msw';

export const API_BASE = 'http://api.test/api/v1';

export interface ApiCase {
  name: string;
  call: (client: HttpClient) => Promise<unknown>;
  method: 'GET' | 'POST';
  /** Path under the API base, exactly as encoded on the wire; or a full URL for calls outside the API. */
  path: string;
  /** Every query parameter expected (decoded); none when omitted. */
  query?: Record<string, string>;
  /** The JSON body expected; no body at all when omitted. */
  body?: unknown;
  /** What the server answers (JSON); an empty 204 when omitted. */
  response?: JsonBodyType;
  /** What the call resolves to; the response when omitted. */
  returns?: unknown;
}

interface Recorded {
  method: string;
  url: URL;
  rawBody: string;
}

export function newClient(): HttpClient {
  return createHttpClient({ baseUrl: API_BASE, getIdToken: () => 'id-token' });
}

/** Registers one test per case; call at the top level of a describe block. */
export function runApiCases(cases: ApiCase[]) {
  const server = useMswServer();

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const recorded: Recorded[] = [];
    server.use(
      http.all('*', async ({ request }) => {
        recorded.push({ method: request.method, url: new URL(request.url), rawBody: await request.text() });
        return c.response === undefined
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json(c.response);
      }),
    );

    const result = await c.call(newClient());

    expect(recorded).toHaveLength(1);
    const [sent] = recorded;
    expect(sent.method).toBe(c.method);
    const expectedUrl = /^https?:/.test(c.path) ? c.path : `${API_BASE}${c.path}`;
    expect(`${sent.url.origin}${sent.url.pathname}`).toBe(expectedUrl);
    expect(Object.fromEntries(sent.url.searchParams)).toEqual(c.query ?? {});
    if ('body' in c) expect(JSON.parse(sent.rawBody)).toEqual(c.body);
    else expect(sent.rawBody).toBe('');
    expect(result).toEqual('returns' in c ? c.returns : c.response);
  });

  return server;
}

/** Answers every request with the given status and JSON body (or text when a string). */
export function answerEverything(
  server: ReturnType<typeof useMswServer>,
  status: number,
  body: JsonBodyType,
) {
  server.use(
    http.all('*', () =>
      typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}
