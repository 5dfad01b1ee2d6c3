// The API calls a page makes, recorded from the browser's side (Playwright's request and response events):
// the UI driver reads a step's status and answer from them, as the page itself received them.
//
// A step reads them through a view. `open(path)` navigates the tab and gives the view of the document it
// loads: a call the replaced document issued (a late answer, whose body may be gone with its page) is never
// in it, however late it arrives. `after(action)` narrows a view to the calls issued once an action began
// (the page asking again after a click). Which calls are in a view is decided when each was issued, not
// answered, so no step counts calls or navigations itself.
import type { Page, Request, Response } from 'playwright-core';

export interface ApiCall {
  method: string;
  /** Path under the API root, e.g. /jobRequests/jr-1/actions/rename. */
  path: string;
  /** The query string's parameters (a list call's pageToken says which page it asked for). */
  query: URLSearchParams;
  /** 0 when no answer came (the connection failed). */
  status: number;
  requestBody(): unknown;
  responseBody(): Promise<unknown>;
}

/** A view of the calls a step reads. */
export interface ApiCalls {
  /** The calls in view, in the order they were answered. */
  all(): ApiCall[];
  /** The latest answered call in view matching method and path pattern, if any (no wait). */
  last(method: string, path: RegExp): ApiCall | undefined;
  /**
   * Waits until a call in view matching method and path has been answered (the page's own pace, bounded).
   * The earliest by default: the first read of an opened page is what the API driver's one call is (the
   * page may ask again later: a poll, a revalidation). `latest` when the screen shows what the newest
   * answer filled. `where` narrows the match further (which page of a list).
   */
  waitFor(
    method: string,
    path: RegExp,
    options?: { latest?: boolean; timeoutMs?: number; where?: (call: ApiCall) => boolean },
  ): Promise<ApiCall>;
  /** Performs an action and returns this view narrowed to the calls issued once it began. */
  after(action: () => Promise<unknown>): Promise<ApiCalls>;
  /** The status of the last failed call in view (>= 400). */
  lastFailureStatus(): number | undefined;
}

/** A tab's calls since its step began, and the way a step opens a page in it. */
export interface PageCalls extends ApiCalls {
  /**
   * The call the step read last (through `last` or `waitFor`, in any of its views): the one whose answer
   * the step reports, and so whose status. Not simply the last call answered, which may be the page's
   * own later business (a poll, the next page asked ahead, a call after a failure).
   */
  answering(): ApiCall | undefined;
  /**
   * Navigates the tab to `path` (page.goto) and returns the view of the calls of the document it loads,
   * and of any page that one moves on to: not those of the document it replaced.
   */
  open(path: string): Promise<ApiCalls>;
}

const API = '/api/v1';

/** The call a request made, answered by `response`, or with no answer at all (a failed connection). */
function toCall(request: Request, response?: Response): ApiCall | undefined {
  const url = new URL(request.url());
  const at = url.pathname.indexOf(`${API}/`);
  if (at < 0 || request.method() === 'OPTIONS') return undefined;
  // Read at once: after the page navigates, the browser may drop an earlier response's body.
  const body = (response?.text() ?? Promise.resolve('')).then(
    (text) => ({ text }),
    () => undefined,
  );
  return {
    method: request.method(),
    path: url.pathname.slice(at + API.length),
    query: url.searchParams,
    status: response?.status() ?? 0,
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

/**
 * When a request was issued: after how many main-frame navigations (a navigation commits before the new
 * document runs a line of script, so its calls all come later), and its place among the tab's requests.
 */
interface Issued {
  navigations: number;
  order: number;
}

/** Records a page's API calls from now on; `reset()` starts a new step. */
export function recordApiCalls(page: Page): PageCalls & { reset(): void } {
  let recorded: { call: ApiCall; issued: Issued }[] = [];
  let lastRead: ApiCall | undefined;
  const read = <C extends ApiCall | undefined>(call: C): C => {
    if (call) lastRead = call;
    return call;
  };
  const waiters = new Set<() => void>();
  let navigations = 0;
  let requests = 0;
  const issued = new WeakMap<Request, Issued>();
  const now = (): Issued => ({ navigations, order: requests });
  page.on('framenavigated', (frame) => {
    // Same-document navigations count too: the count only has to grow, never to name a document.
    if (frame === page.mainFrame()) navigations += 1;
  });
  page.on('request', (request) => {
    requests += 1;
    issued.set(request, now());
  });
  const record = (request: Request, response?: Response) => {
    const call = toCall(request, response);
    if (!call) return;
    recorded.push({ call, issued: issued.get(request) ?? now() });
    for (const wake of waiters) wake();
  };
  page.on('response', (response) => record(response.request(), response));
  // A call that got no answer is answered too, as far as the page knows: it shows what that means.
  page.on('requestfailed', (request) => record(request));

  /** The calls issued after `since` (both counts strictly later). */
  const view = (since: Issued): ApiCalls => {
    const inView = () =>
      recorded
        .filter(({ issued: i }) => i.navigations > since.navigations && i.order > since.order)
        .map(({ call }) => call);
    const matching = (method: string, path: RegExp) =>
      inView().filter((c) => c.method === method && path.test(c.path));
    return {
      all: inView,
      last: (method, path) => read(matching(method, path).at(-1)),
      lastFailureStatus: () => inView().findLast((c) => c.status >= 400)?.status,
      after: async (action) => {
        const start = { navigations: since.navigations, order: requests };
        await action();
        return view(start);
      },
      waitFor(method, path, { latest = false, timeoutMs = 30_000, where = () => true } = {}) {
        const pick = () => {
          const found = matching(method, path).filter(where);
          return latest ? found.at(-1) : found[0];
        };
        const found = pick();
        if (found) return Promise.resolve(read(found));
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`the page made no ${method} ${path} call within ${timeoutMs / 1000} s`));
          }, timeoutMs);
          const check = () => {
            const call = pick();
            if (!call) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolve(read(call));
          };
          waiters.add(check);
        });
      },
    };
  };

  // The step's own view: everything since reset() (a navigation count of -1 excludes nothing).
  const step = view({ navigations: -1, order: -1 });
  return {
    ...step,
    answering: () => lastRead,
    reset: () => {
      recorded = [];
      lastRead = undefined;
    },
    open: async (path) => {
      const start = now();
      await page.goto(path);
      return view(start);
    },
  };
}
