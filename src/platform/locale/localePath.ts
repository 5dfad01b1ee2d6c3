// The optional leading path segment: a branch id ({lltsBranchId}) and the US/UK variant (spec part 1 §1-2).
import { TOOL_ROUTE_ROOTS } from './toolRouteRoots';

export type LocaleVariant = 'US' | 'UK';

export interface LocalePath {
  /** The leading branch segment as written in the URL, when there is one. */
  branchId?: string;
  variant: LocaleVariant;
  /** The path after the branch segment, always starting with '/'. */
  rest: string;
}

/** First segments of the shell's own pages: the home (''), sign-in, password reset, the federated callback. */
export const SHELL_ROUTE_ROOTS: readonly string[] = ['', 'signIn', 'forgotPassword', 'auth'];

/**
 * First segments of the portal's own routes, so a route is never mistaken for a branch id: the shell's pages
 * and every tool's, read from the manifests by the build (toolRouteRoots.ts). `lltsConnect` is the
 * {product}Connect route with the default product name.
 */
export const KNOWN_ROUTE_ROOTS: readonly string[] = [...SHELL_ROUTE_ROOTS, ...TOOL_ROUTE_ROOTS];

/** First segments that select the UK variant. */
export const UK_SEGMENTS: readonly string[] = ['uk', 'en-gb'];

// Route matching in the router is case-insensitive, so the route check is too.
const ROUTE_ROOTS = new Set(KNOWN_ROUTE_ROOTS.map((root) => root.toLowerCase()));

export function isKnownRouteRoot(segment: string, extraRoots: readonly string[] = []): boolean {
  const lower = segment.toLowerCase();
  return ROUTE_ROOTS.has(lower) || extraRoots.some((root) => root.toLowerCase() === lower);
}

export function isUkSegment(segment: string): boolean {
  return UK_SEGMENTS.includes(segment.toLowerCase());
}

/**
 * Splits a pathname. The spec makes the first segment do two jobs: it is the optional {lltsBranchId}, and
 * 'uk'/'en-gb' (any case) in that position also select the UK variant.
 *
 * The rule, in order:
 * 1. 'uk'/'en-gb' is always consumed, as the variant and as the branch id (the branch lookup resolves its
 *    contacts; if that fails the segment stays, since removing it would silently switch to US).
 * 2. A known route root is a route: no branch.
 * 3. Any other first segment is a branch id only when what follows it is the home ('' or '/') or starts
 *    with a known route root: '/b-east', '/b-east/quotes/x'. Otherwise the whole path is an unknown page
 *    ('/foo/bar', '/b-east/nope/x'), for the not-found page to say so, rather than a branch whose failed
 *    lookup would strip it and send what is left (or the home) on as if it had been asked for.
 *
 * `extraRoots` are route roots only known at run time (the `{productName}Connect` route).
 * Example: '/uk/machineTranslation/fileTranslation/123' → { branchId: 'uk', variant: 'UK',
 * rest: '/machineTranslation/fileTranslation/123' }.
 */
export function parseLocalePath(pathname: string, extraRoots: readonly string[] = []): LocalePath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const slash = path.indexOf('/', 1);
  const first = slash === -1 ? path.slice(1) : path.slice(1, slash);
  const afterFirst = slash === -1 ? '/' : path.slice(slash);
  if (isUkSegment(first)) return { branchId: first, variant: 'UK', rest: afterFirst };
  if (isKnownRouteRoot(first, extraRoots)) return { variant: 'US', rest: path };
  if (afterFirst === '/' || startsWithRoute(afterFirst, extraRoots)) {
    return { branchId: decodeSegment(first), variant: 'US', rest: afterFirst };
  }
  return { variant: 'US', rest: path };
}

/** Whether a path ('/x/...') starts with a known route; the empty segment of '//x' is not the home. */
function startsWithRoute(path: string, extraRoots: readonly string[]): boolean {
  const segment = path.slice(1).split('/')[0] ?? '';
  return segment !== '' && isKnownRouteRoot(segment, extraRoots);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path without its branch segment (what the router matches and what a failed lookup leaves). */
export function withoutBranch(pathname: string, extraRoots: readonly string[] = []): string {
  return parseLocalePath(pathname, extraRoots).rest;
}

/** Prefixes `rest` with the branch segment; '/' under a branch is just '/{branchId}'. */
export function withBranch(branchId: string | null | undefined, rest: string): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (!branchId) return path;
  const prefix = `/${encodeURIComponent(branchId)}`;
  return path === '/' ? prefix : `${prefix}${path}`;
}
