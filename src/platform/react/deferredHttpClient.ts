// The HTTP client, loaded with the first request. The signed-out home sends none, so the client, its
// error catalogue and its response checks stay out of the initial chunk.

import type { HttpClient, HttpClientOptions, HttpMethod, RequestOptions } from '../http/client';
import { toQueryString, type Query } from '../http/query';

export function createDeferredHttpClient(options: HttpClientOptions): HttpClient {
  let loading: Promise<HttpClient> | undefined;
  const client = () =>
    (loading ??= import('../http/client').then(({ createHttpClient }) => createHttpClient(options)));
  const base = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');
  return {
    request<T>(method: HttpMethod, path: string, opts?: RequestOptions<T>) {
      return client().then((http) => http.request<T>(method, path, opts));
    },
    get<T>(path: string, opts?: Omit<RequestOptions<T>, 'body'>) {
      return client().then((http) => http.get<T>(path, opts));
    },
    post<T>(path: string, body?: unknown, opts?: Omit<RequestOptions<T>, 'body'>) {
      return client().then((http) => http.post<T>(path, body, opts));
    },
    // Synchronous by contract (links are built during render), so it cannot wait for the chunk; it builds
    // URLs exactly like the client: absolute URLs as they are, paths under the API root.
    url(path: string, query?: Query) {
      const root = /^https?:\/\//i.test(path) ? path : `${base()}${path.startsWith('/') ? path : `/${path}`}`;
      return `${root}${toQueryString(query)}`;
    },
  };
}
