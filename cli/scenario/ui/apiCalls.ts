// The API calls a page makes, recorded from the browser's side (Playwright's response events): the UI
// driver reads a step's status and answer from them, as the page itself received them.
import type { Page, Request, Response } from 'playwright-core';

export interface ApiCall {
  method: string;
  /** Path under the API root, e.g. /jobRequests/jr-1/actions/rename. */
  path: string;
  status: number;
  requestBody(): unknown;
  responseBody(): Promise<unknown>;
  /** Main-frame navigations before the page issued it: calls of one document share it (see `navigations`). */
  issuedAfter: number;
}

export interface ApiCalls {
  /** Calls since the step began, oldest first. */
  all(): ApiCall[];
  /** The last call matching method and path pattern, if any. */
  last(method: string, path: RegExp): ApiCall | undefined;
  /**
   * Waits until such a call has been answered (the page's own wait, bounded); `from` skips earlier calls.
   * The last such call, or with `first` the earliest; `issuedAfter` keeps only calls of documents after that
   * many navigations.
   */
  waitFor(
    method: string,
    path: RegExp,
    options?: { from?: number; timeoutMs?: number; first?: boolean; issuedAfter?: number },
  ): Promise<ApiCall>;
  /** How many calls were recorded so far (a `from` for waitFor). */
  count(): number;
  /** Main-frame navigations so far: a call with a larger `issuedAfter` came from a later document. */
  navigations(): number;
  /** The status of the last failed call of the step (>= 400). */
  lastFailureStatus(): number | undefined;
}

const API = '/api/v1';

function toCall(response: Response, issuedAfter: number): ApiCall | undefined {
  const url = new URL(response.url());
  const at = url.pathname.indexOf(`${API}/`);
  if (at < 0 || response.request().method() === 'OPTIONS') return undefined;
  const request = response.request();
  // Read at once: after the page navigates, the browser may drop an earlier response's body.
  const body = response.text().then(
    (text) => ({ text }),
    () => undefined,
  );
  return {
    method: request.method(),
    path: url.pathname.slice(at + API.length),
    status: response.status(),
    issuedAfter,
    requestBody: () => {
      try {
        return request.postDataJSON() as unknown;
      } catch {
        return request.postData();
      }
    },
    responseBody: async () => {
      const text = (await body)?.text ?? '';
      try {
        return text.trim() ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        return text;
      }
    },
  };
}

/** Records a page's API calls from now on; `reset()` starts a new step. */
export function recordApiCalls(page: Page): ApiCalls & { reset(): void } {
  let calls: ApiCall[] = [];
  const waiters = new Set<() => void>();
  let navigations = 0;
  const issuedAfter = new WeakMap<Request, number>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  page.on('request', (request) => issuedAfter.set(request, navigations));
  page.on('response', (response) => {
    const call = toCall(response, issuedAfter.get(response.request()) ?? navigations);
    if (!call) return;
    calls.push(call);
    for (const wake of waiters) wake();
  });
  const matches = (method: string, path: RegExp, after: number) => (c: ApiCall) =>
    c.method === method && path.test(c.path) && c.issuedAfter > after;
  const last = (method: string, path: RegExp, from = 0, after = -1) => calls.slice(from).findLast(matches(method, path, after));
  const earliest = (method: string, path: RegExp, from = 0, after = -1) => calls.slice(from).find(matches(method, path, after));
  return {
    reset: () => void (calls = []),
    all: () => [...calls],
    count: () => calls.length,
    navigations: () => navigations,
    last: (method, path) => last(method, path),
    lastFailureStatus: () => calls.findLast((c) => c.status >= 400)?.status,
    waitFor(method, path, { from = 0, timeoutMs = 30_000, first = false, issuedAfter: after = -1 } = {}) {
      const pick = first ? earliest : last;
      const found = pick(method, path, from, after);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the page made no ${method} ${path} call within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        const check = () => {
          const call = pick(method, path, from, after);
          if (!call) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(call);
        };
        waiters.add(check);
      });
    },
  };
}
