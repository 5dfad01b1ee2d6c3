// The only thing the shell knows about a tool (Backstage / single-spa style): identity, tile, routes,
// access rule and a lazy loader. Everything else of the tool arrives in its own chunk on first use.

import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { Role } from '../domain/enums';

/** What a tool's root component receives from the shell. */
export interface ToolProps {
  /** Route parameters of the matched pattern (e.g. { jobRequestId }). */
  params: Record<string, string | undefined>;
  /** The branch/locale prefix of the current URL ('' or e.g. '/uk'); links inside the tool start with it. */
  basePath: string;
}

export type ToolModule = { default: ComponentType<ToolProps> };

/** Names of the tile icons drawn by the shell (src/ui/icons). */
export type ToolIcon =
  | 'quote'
  | 'project'
  | 'dashboard'
  | 'invoice'
  | 'interpreting'
  | 'connect'
  | 'globe'
  | 'plug'
  | 'translate'
  | 'bolt'
  | 'help'
  | 'report'
  | 'cart'
  | 'account';

export type ToolAccessRule =
  /** Anyone, signed in or not (auto-quote links arrive by e-mail before people have accounts). */
  | { kind: 'public' }
  /** Any signed-in user. */
  | { kind: 'signedIn' }
  /** Signed in with one of the roles and, if named, the application enabled for the user. */
  | { kind: 'roles'; roles: readonly Role[]; application?: string }
  /** The staff list of spec §6 (dashboards). */
  | { kind: 'staff' };

export type ToolTile =
  | { kind: 'route'; path: string }
  /** Opens an external page; the URL comes from the runtime config. */
  | { kind: 'external'; url: (config: RuntimeConfig) => string }
  /** Fetches the TMS authorization URL on click, then opens it. */
  | { kind: 'tmsAuth' }
  /** Not on the home page (reached by link only). */
  | { kind: 'none' };

export interface ToolManifest {
  /** The application id used by the home tiles and enabled-applications list. */
  id: string;
  title: string;
  description: string;
  icon: ToolIcon;
  /** wouter patterns without the optional branch prefix, e.g. '/quotes/:jobRequestId'. */
  routes: readonly string[];
  access: ToolAccessRule;
  /**
   * Routes (among `routes`) open to anyone whatever `access` says: entry links that sign the user in
   * themselves or report an error (the Coupa starter and error pages).
   */
  publicRoutes?: readonly string[];
  tile: ToolTile;
  /** Home tiles shown only to staff (the dashboard card). */
  staffOnlyTile?: boolean;
  load: () => Promise<ToolModule>;
}

/**
 * Stands for the runtime config's product name in a manifest's routes, tile path and title: the
 * `{product}Connect` tool is `/${productName}Connect`, and manifests are written before the config loads.
 */
export const PRODUCT_NAME_TOKEN = '{productName}';

export function withProductName(text: string, productName: string): string {
  return text.split(PRODUCT_NAME_TOKEN).join(productName);
}
