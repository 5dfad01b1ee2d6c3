// Direct dispatch of a Request to the fixture handlers, for the scenario runner's throughput. msw's
// getResponse asks every handler in turn, and each one parses the request first (cookies from the cookie
// store, a freshly compiled path pattern) before saying no: with ~200 handlers that was most of a step's
// time. Handlers that cannot match a method and path are dropped once per (method, URL path) and the
// survivors, in their original order, go to getResponse. Predicate handlers (the journal, injected faults)
// are asked first, with no cookies (the fixtures' predicates never read them): the fault handler, which
// matches nothing while no fault is injected, then costs nothing.
import { getResponse, matchRequestUrl, type RequestHandler } from 'msw';

type Info = { method?: unknown; path?: unknown };
const CACHE_LIMIT = 10_000;

function couldMatch(handler: RequestHandler, method: string, url: URL): boolean {
  const info = handler.info as Info;
  if (typeof info.path !== 'string' && !(info.path instanceof RegExp)) return true;
  const methodMatches =
    info.method instanceof RegExp ? info.method.test(method) : String(info.method).toUpperCase() === method.toUpperCase();
  return methodMatches && matchRequestUrl(url, info.path).matches;
}

type Predicate = (args: { request: Request; cookies: Record<string, string> }) => unknown;

/** Predicate handlers whose predicate holds for this request (synchronous predicates only are judged). */
function stillCandidate(handler: RequestHandler, request: Request): boolean {
  const path = (handler.info as Info).path;
  if (typeof path !== 'function') return true;
  const verdict = (path as Predicate)({ request, cookies: {} });
  return verdict instanceof Promise ? true : Boolean(verdict);
}

export function createDispatcher(handlers: readonly RequestHandler[]): (request: Request) => Promise<Response | undefined> {
  const candidates = new Map<string, RequestHandler[]>();
  return (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.origin}${url.pathname}`;
    let list = candidates.get(key);
    if (!list) {
      list = handlers.filter((handler) => couldMatch(handler, request.method, url));
      if (candidates.size >= CACHE_LIMIT) candidates.clear();
      candidates.set(key, list);
    }
    return getResponse(list.filter((handler) => stillCandidate(handler, request)), request);
  };
}
