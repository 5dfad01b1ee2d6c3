import type { StatusMessages } from './catalogue';
import { ApiError, NetworkError, ResponseFormatError, isAbortError } from './errors';
import { toQueryString, type Query } from './query';

/** Header that makes the API act as another user; only sent for admins and super users. */
export const USERNAME_OVERRIDE_HEADER = 'X-Username-Override';

export interface HttpClientOptions {
  /** The versioned API root, e.g. https://api.example.com/api/v1 (read on every call: config may load late). */
  baseUrl: string | (() => string);
  /** Bearer id token of the signed-in user, if any. */
  getIdToken?: () => Promise<string | undefined> | string | undefined;
  /** The username to act as; the impersonation module returns one only for admins and super users. */
  getActingAs?: () => string | undefined;
  /**
   * Called after a 401 on an authenticated call; resolves true when the session was refreshed and the call
   * should be retried once. The auth service makes concurrent callers share one refresh.
   */
  onUnauthorized?: (usedToken: string | undefined) => Promise<boolean>;
  fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Per-call messages for statuses (spec §8), e.g. 409 'Conflict error' on quote answers. */
  messages?: StatusMessages;
  /** Checks the parsed body; a body that fails is a ResponseFormatError, never a crash further on. */
  expect?: (body: unknown) => body is T;
  /**
   * Send the bearer token and the impersonation header. Default: yes for paths under the API root, no for
   * an absolute URL elsewhere, which must opt in (`true`) so credentials never leak to an unknown host.
   */
  auth?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  url(path: string, query?: Query): string;
}

async function readBody(response: Response): Promise<{ raw: string; json: unknown; isJson: boolean }> {
  const raw = await response.text();
  if (!raw.trim()) return { raw, json: undefined, isJson: true };
  try {
    return { raw, json: JSON.parse(raw), isJson: true };
  } catch {
    return { raw, json: raw, isJson: false };
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? fetch)(input, init);
  const base = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');
  const url = (path: string, query?: Query) => {
    // An absolute URL (the external TMS endpoint of the runtime config) is used as is, not under the API root.
    const root = /^https?:\/\//i.test(path) ? path : `${base()}${path.startsWith('/') ? path : `/${path}`}`;
    return `${root}${toQueryString(query)}`;
  };

  const originOf = (href: string) => {
    try {
      return new URL(href).origin;
    } catch {
      return undefined;
    }
  };
  const sendsCredentials = (target: string, auth: boolean | undefined) => {
    if (auth !== undefined) return auth;
    const apiOrigin = originOf(base());
    // A relative API root (same origin as the page) or a target on the API's own origin.
    return !/^https?:\/\//i.test(base()) || originOf(target) === apiOrigin;
  };

  async function send(
    method: HttpMethod,
    target: string,
    opts: RequestOptions<unknown>,
  ): Promise<{ response: Response; token?: string }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const credentials = sendsCredentials(target, opts.auth);
    const token = credentials ? await options.getIdToken?.() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    const actingAs = credentials ? options.getActingAs?.() : undefined;
    if (actingAs) headers[USERNAME_OVERRIDE_HEADER] = actingAs;
    try {
      const response = await doFetch(target, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal,
      });
      return { response, token };
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new NetworkError(target, error);
    }
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const target = url(path, opts.query);
    let { response, token } = await send(method, target, opts);
    if (response.status === 401 && token !== undefined && options.onUnauthorized) {
      if (await options.onUnauthorized(token)) {
        // Free the first answer before retrying. Not awaited: on mocked (MSW) streams cancel() never settles.
        // Only when retrying: without a retry that answer is still read below as the ApiError's body.
        void response.body?.cancel().catch(() => undefined);
        ({ response, token } = await send(method, target, opts));
      }
    }
    const { json, isJson } = await readBody(response);
    if (!response.ok) {
      throw new ApiError({ url: target, status: response.status, body: json, callMessages: opts.messages });
    }
    if (!isJson) throw new ResponseFormatError(target, response.status, 'body is not JSON');
    if (opts.expect && !opts.expect(json)) {
      throw new ResponseFormatError(target, response.status, `unexpected shape for ${method} ${path}`);
    }
    return json as T;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    url,
  };
}
