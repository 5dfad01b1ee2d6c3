// Matches the path after the branch segment (the home aside) against the shell's pages and every tool's routes.
import { matchRoute, type Parser } from 'wouter';
import { withProductName, type ToolManifest, type ToolRouteDef } from '../../platform/react/toolManifest';
import { SIGN_IN_PATH } from './shellLinks';

export type PortalMatch =
  | { kind: 'signIn' }
  | { kind: 'forgotPassword' }
  | { kind: 'federatedCallback' }
  | { kind: 'tool'; manifest: ToolManifest; route: ToolRouteDef; params: Record<string, string | undefined> }
  | { kind: 'notFound' };

/** The shell's own pages, matched before any tool's routes. */
export const SHELL_PAGES: ReadonlyArray<[string, PortalMatch]> = [
  [SIGN_IN_PATH, { kind: 'signIn' }],
  ['/forgotPassword', { kind: 'forgotPassword' }],
  ['/auth/callback', { kind: 'federatedCallback' }],
];

/** Named parameters only (wouter also returns positional ones). */
function namedParams(
  params: Record<string | number, string | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !/^\d+$/.test(key)));
}

export function matchPortalRoute(
  parser: Parser,
  path: string,
  manifests: readonly ToolManifest[],
  productName: string,
): PortalMatch {
  for (const [pattern, match] of SHELL_PAGES) if (matchRoute(parser, pattern, path)[0]) return match;
  for (const manifest of manifests) {
    for (const route of manifest.routes) {
      const pattern = withProductName(route.path, productName);
      const [matches, params] = matchRoute(parser, pattern, path);
      if (matches) return { kind: 'tool', manifest, route, params: namedParams(params) };
    }
  }
  return { kind: 'notFound' };
}
