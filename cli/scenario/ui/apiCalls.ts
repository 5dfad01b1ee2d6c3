// The API calls a page makes, recorded from the browser's side (Playwright's response events): the UI
// driver reads a step's status and answer from them, as the page itself received them.
import type { Page, Response } from 'playwright-core';

export interface ApiCall {
  method: string;
  /** Path under the API root, e.g. /jobRequests/jr-1/actions/rename. */
  path: string;
  status: number;
  requestBody(): unknown;
  responseBody(): Promise<unknown>;
}

export interface ApiCalls {
  /** Calls since the step began, oldest first. */
  all(): ApiCall[];
  /** The last call matching method and path pattern, if any. */
  last(method: string, path: RegExp): ApiCall | undefined;
  /** Waits until such a call has been answered (the page's own wait, bounded); `from` skips earlier calls. */
  waitFor(method: string, path: RegExp, options?: { from?: number; timeoutMs?: number }): Promise<ApiCall>;
  /** How many calls were recorded so far (a `from` for waitFor). */
  count(): number;
  /** The status of the last failed call of the step (>= 400). */
  lastFailureStatus(): number | undefined;
}

const API = '/api/v1';

function toCall(response: Response): ApiCall | undefined {
  const url = new URL(response.url());
  const at = url.pathname.indexOf(`${API}/`);
  if (at < 0 || response.request().method() === 'OPTIONS') return undefined;
  const request = response.request();
  return {
    method: request.method(),
    path: url.pathname.slice(at + API.length),
    status: response.status(),
    requestBody: () => {
      try {
        return request.postDataJSON() as unknown;
      } catch {
        return request.postData();
      }
    },
    responseBody: async () => {
      const text = await response.text().catch(() => '');
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
  page.on('response', (response) => {
    const call = toCall(response);
    if (!call) return;
    calls.push(call);
    for (const wake of waiters) wake();
  });
  const last = (method: string, path: RegExp, from = 0) => calls.slice(from).findLast((c) => c.method === method && path.test(c.path));
  return {
    reset: () => void (calls = []),
    all: () => [...calls],
    count: () => calls.length,
    last: (method, path) => last(method, path),
    lastFailureStatus: () => calls.findLast((c) => c.status >= 400)?.status,
    waitFor(method, path, { from = 0, timeoutMs = 30_000 } = {}) {
      const found = last(method, path, from);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the page made no ${method} ${path} call within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        const check = () => {
          const call = last(method, path, from);
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
