import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { COMMON_MESSAGES } from '../../../../src/platform/http/catalogue';
import {
  createHttpClient,
  USERNAME_OVERRIDE_HEADER,
  type HttpClientOptions,
} from '../../../../src/platform/http/client';
import { ApiError, NetworkError, ResponseFormatError } from '../../../../src/platform/http/errors';
import { userFacingMessage } from '../../../../src/platform/http/userMessage';
import { useMswServer } from '../../../support/msw';

const BASE = 'http://api.test/api/v1';
const client = (options: Partial<HttpClientOptions> = {}) => createHttpClient({ baseUrl: BASE, ...options });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('createHttpClient', () => {
  const server = useMswServer();

  /** Answers GET /thing and records the headers and URL of every request. */
  function recordThing(answer: () => Response = () => HttpResponse.json({ ok: true })) {
    const seen: { url: URL; headers: Headers }[] = [];
    server.use(
      http.all(`${BASE}/thing`, ({ request }) => {
        seen.push({ url: new URL(request.url), headers: request.headers });
        return answer();
      }),
    );
    return seen;
  }

  describe('error catalogue', () => {
    it.each([
      [400, 'Bad Request'],
      [401, 'Unauthorized'],
      [403, 'Forbidden'],
      [404, 'Not Found'],
      [500, 'Internal Server Error'],
      [502, 'Bad Gateway'],
      [503, 'Service Unavailable'],
      [409, 'Generic Error'],
      [418, 'Generic Error'],
      [504, 'Generic Error'],
    ])('%i becomes an ApiError with status text %s', async (status, statusText) => {
      recordThing(() => HttpResponse.json({ message: 'boom', errorCode: 'E1' }, { status }));
      const error = await failure(client().get('/thing'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        url: `${BASE}/thing`,
        status,
        statusText,
        body: { message: 'boom', errorCode: 'E1' },
      });
    });

    it("a 400's own message is 'Bad input parameter'", async () => {
      recordThing(() => HttpResponse.json({}, { status: 400 }));
      expect(((await failure(client().get('/thing'))) as ApiError).message).toBe(COMMON_MESSAGES.badInput);
    });

    it('a per-call message for the status wins over the body', async () => {
      recordThing(() => HttpResponse.json({ message: 'duplicate' }, { status: 409 }));
      const error = await failure(client().post('/thing', {}, { messages: { 409: 'Conflict error' } }));
      expect(error).toMatchObject({ status: 409, callMessage: 'Conflict error' });
      expect(userFacingMessage(error)).toBe('Conflict error');
    });

    it('a non-JSON error body is kept as text', async () => {
      recordThing(() => new HttpResponse('<html>upstream down</html>', { status: 502 }));
      const error = await failure(client().get('/thing'));
      expect(error).toMatchObject({
        status: 502,
        statusText: 'Bad Gateway',
        body: '<html>upstream down</html>',
      });
    });
  });

  describe('userFacingMessage', () => {
    it('shows the body message with its error code', async () => {
      recordThing(() => HttpResponse.json({ message: 'Quota exceeded', errorCode: 'Q42' }, { status: 403 }));
      expect(userFacingMessage(await failure(client().get('/thing')))).toBe(
        'Quota exceeded [Error code: Q42]',
      );
    });

    it('shows the body message alone without an error code', async () => {
      recordThing(() => HttpResponse.json({ message: 'Quota exceeded' }, { status: 403 }));
      expect(userFacingMessage(await failure(client().get('/thing')))).toBe('Quota exceeded');
    });

    it("falls back to the error's own message for a non-JSON body", async () => {
      recordThing(() => new HttpResponse('Service down', { status: 503 }));
      expect(userFacingMessage(await failure(client().get('/thing')))).toBe('Service Unavailable');
    });

    it('explains a network error', async () => {
      recordThing(() => HttpResponse.error());
      expect(userFacingMessage(await failure(client().get('/thing')))).toBe(COMMON_MESSAGES.network);
    });

    it('shows a plain error message', () => {
      expect(userFacingMessage(new Error('Something broke'))).toBe('Something broke');
    });

    it("says 'Unexpected error' for nothing", () => {
      expect(userFacingMessage(undefined)).toBe('Unexpected error');
      expect(userFacingMessage(null)).toBe('Unexpected error');
      expect(userFacingMessage(new Error('  '))).toBe('Unexpected error');
    });
  });

  describe('request', () => {
    it('sends credentials to another origin only when the call opts in', async () => {
      const seen: { auth: string | null; actingAs: string | null }[] = [];
      server.use(
        http.get('https://elsewhere.test/authUrl', ({ request }) => {
          seen.push({
            auth: request.headers.get('Authorization'),
            actingAs: request.headers.get('X-Username-Override'),
          });
          return HttpResponse.json({ authUrl: 'https://elsewhere.test/login' });
        }),
      );
      const withSession = client({ getIdToken: () => 'tok', getActingAs: () => 'client' });
      await withSession.get('https://elsewhere.test/authUrl');
      await withSession.get('https://elsewhere.test/authUrl', { auth: true });
      expect(seen).toEqual([
        { auth: null, actingAs: null },
        { auth: 'Bearer tok', actingAs: 'client' },
      ]);
    });

    it('omits undefined, null, empty and [] query values and joins arrays with commas', async () => {
      const seen = recordThing();
      await client().get('/thing', {
        query: {
          a: undefined,
          b: null,
          c: '',
          d: [],
          status: ['CREATED', 'FAILED'],
          page: 0,
          inline: false,
          q: 'x y',
        },
      });
      expect(seen[0].url.search).toBe('?status=CREATED%2CFAILED&page=0&inline=false&q=x+y');
      expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({
        status: 'CREATED,FAILED',
        page: '0',
        inline: 'false',
        q: 'x y',
      });
    });

    it('sends no query string when every value is empty', async () => {
      const seen = recordThing();
      await client().get('/thing', { query: { a: undefined, b: [] } });
      expect(seen[0].url.search).toBe('');
    });

    it('reads a base URL function on every call and ignores its trailing slash', async () => {
      const seen = recordThing();
      await createHttpClient({ baseUrl: () => `${BASE}/` }).get('thing');
      expect(seen[0].url.href).toBe(`${BASE}/thing`);
    });

    it('uses an absolute URL as is', async () => {
      const seen: string[] = [];
      server.use(
        http.get('https://tms.test/authUrl', ({ request }) => {
          seen.push(request.url);
          return HttpResponse.json({ authUrl: 'x' });
        }),
      );
      await client().get('https://tms.test/authUrl', { query: { a: 1 } });
      expect(seen).toEqual(['https://tms.test/authUrl?a=1']);
    });

    it('sends a bearer token when the provider gives one', async () => {
      const seen = recordThing();
      await client({ getIdToken: async () => 'tok-1' }).get('/thing');
      expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
    });

    it('sends no authorization without a token, or when the call opts out', async () => {
      const seen = recordThing();
      await client({ getIdToken: () => undefined }).get('/thing');
      await client().get('/thing');
      await client({ getIdToken: () => 'tok-1' }).get('/thing', { auth: false });
      expect(seen.map((s) => s.headers.get('authorization'))).toEqual([null, null, null]);
    });

    it(`sends ${USERNAME_OVERRIDE_HEADER} only when acting as someone`, async () => {
      const seen = recordThing();
      await client({ getActingAs: () => 'other.user' }).get('/thing');
      await client({ getActingAs: () => undefined }).get('/thing');
      await client({ getActingAs: () => '' }).get('/thing');
      await client().get('/thing');
      expect(seen.map((s) => s.headers.get(USERNAME_OVERRIDE_HEADER))).toEqual([
        'other.user',
        null,
        null,
        null,
      ]);
    });

    it('sends a JSON body with its content type', async () => {
      let received: { body: unknown; type: string | null } | undefined;
      server.use(
        http.post(`${BASE}/thing`, async ({ request }) => {
          received = { body: await request.json(), type: request.headers.get('content-type') };
          return HttpResponse.json({ id: 'x' });
        }),
      );
      expect(await client().post('/thing', { name: 'n', list: [1] })).toEqual({ id: 'x' });
      expect(received).toEqual({ body: { name: 'n', list: [1] }, type: 'application/json' });
    });

    it('resolves an empty answer to undefined', async () => {
      recordThing(() => new HttpResponse(null, { status: 204 }));
      expect(await client().post('/thing')).toBeUndefined();
    });
  });

  describe('failures without an API answer', () => {
    it('a network failure is a NetworkError', async () => {
      recordThing(() => HttpResponse.error());
      const error = await failure(client().get('/thing'));
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ url: `${BASE}/thing` });
    });

    it('a non-JSON 200 body is a ResponseFormatError', async () => {
      recordThing(() => new HttpResponse('<html>login page</html>', { status: 200 }));
      const error = await failure(client().get('/thing'));
      expect(error).toBeInstanceOf(ResponseFormatError);
      expect(error).toMatchObject({ status: 200, url: `${BASE}/thing` });
    });

    it('a body failing the expected shape is a ResponseFormatError', async () => {
      recordThing(() => HttpResponse.json({ items: 'none' }));
      const isList = (value: unknown): value is unknown[] => Array.isArray(value);
      await expect(client().get('/thing', { expect: isList })).rejects.toBeInstanceOf(ResponseFormatError);
    });

    it('aborting rejects with an AbortError, not a NetworkError', async () => {
      recordThing(() => new HttpResponse(null, { status: 204 }));
      server.use(
        http.get(`${BASE}/slow`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const controller = new AbortController();
      const pending = failure(client().get('/slow', { signal: controller.signal }));
      controller.abort();
      const error = await pending;
      expect(error).toMatchObject({ name: 'AbortError' });
      expect(error).not.toBeInstanceOf(NetworkError);
    });

    it('an already aborted signal rejects with an AbortError', async () => {
      recordThing();
      await expect(client().get('/thing', { signal: AbortSignal.abort() })).rejects.toMatchObject({
        name: 'AbortError',
      });
    });
  });

  describe('401 handling', () => {
    // The server accepts only the fresh token, so the second request proves the retry re-reads the token.
    it('refreshes once and retries with the new token', async () => {
      const seen: (string | null)[] = [];
      server.use(
        http.get(`${BASE}/thing`, ({ request }) => {
          const auth = request.headers.get('authorization');
          seen.push(auth);
          return auth === 'Bearer fresh'
            ? HttpResponse.json({ ok: true })
            : HttpResponse.json({}, { status: 401 });
        }),
      );
      let token = 'stale';
      const onUnauthorized = vi.fn(async (_usedToken: string | undefined) => {
        token = 'fresh';
        return true;
      });
      expect(await client({ getIdToken: () => token, onUnauthorized }).get('/thing')).toEqual({ ok: true });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      // The refresher is told which token failed, so concurrent callers can tell a stale token from a fresh one.
      expect(onUnauthorized).toHaveBeenCalledWith('stale');
      expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
    });

    it('retries only once: a second 401 is the ApiError', async () => {
      const seen = recordThing(() => HttpResponse.json({ message: 'expired' }, { status: 401 }));
      const onUnauthorized = vi.fn(async () => true);
      const error = await failure(client({ getIdToken: () => 't', onUnauthorized }).get('/thing'));
      expect(error).toMatchObject({ status: 401, statusText: 'Unauthorized' });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(seen).toHaveLength(2);
    });

    it('does not retry when the refresh fails', async () => {
      const seen = recordThing(() => HttpResponse.json({}, { status: 401 }));
      const onUnauthorized = vi.fn(async () => false);
      const error = await failure(client({ getIdToken: () => 't', onUnauthorized }).get('/thing'));
      expect(error).toBeInstanceOf(ApiError);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(seen).toHaveLength(1);
    });

    it('does not refresh for calls that send no token', async () => {
      recordThing(() => HttpResponse.json({}, { status: 401 }));
      const onUnauthorized = vi.fn(async () => true);
      await expect(client({ onUnauthorized }).get('/thing', { auth: false })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });
});
