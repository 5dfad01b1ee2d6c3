// The only thing the shell knows about a tool (Backstage / single-spa style): identity, tile, named routes,
// access rule, an optional panel and lazy loaders. Everything else of the tool arrives in its own chunk on
// first use.

import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { ToolNameId } from '../domain/i18n/toolNames/messages';
import type { Role } from '../domain/roleNames';
import type { ToolIconName } from '../domain/tools';

export type RouteParams = Record<string, string | undefined>;

/** One route of a tool: a name the tool links by, and a wouter pattern without the branch prefix. */
export interface ToolRouteDef<Name extends string = string> {
  name: Name;
  /** e.g. '/quotes/:jobRequestId'; '/machineTranslation/fileTranslation/:jobRequestId?' (optional param). */
  path: string;
  /**
   * Open to anyone whatever the manifest's `access` says: entry links that sign the user in themselves
   * or report an error (the Coupa starter and error pages).
   */
  public?: boolean;
  /**
   * The route's own lazily loaded module, relative to the manifest (e.g. './detail/CoupaDetail'), when the
   * tool's root imports it on demand: index.html then preloads it with the tool's chunks for a deep link
   * (scripts/route-preloads.mjs), so opening the route directly costs no extra round trip.
   */
  chunk?: string;
}

/**
 * What a tool's root component receives from the shell. A link outside the tool (home, sign-in, another
 * tool) goes through usePortalLinks (./links), never a path written here.
 */
export interface ToolProps<RouteName extends string = string> {
  /** The name of the route that matched. */
  route: RouteName;
  /** Route parameters of the matched pattern (e.g. { jobRequestId }). */
  params: RouteParams;
  /** The path of one of the tool's routes under the current branch prefix: href('detail', { jobRequestId }). */
  href: (name: RouteName, params?: RouteParams) => string;
  /**
   * The tool's name as the shell shows it (the manifest's, in the active language, the product name filled
   * in): the tool's front page is titled with it, a page inside the tool names itself, then the tool
   * (usePageTitle(page, title)).
   */
  title: string;
}

export type ToolModule<RouteName extends string = string> = { default: ComponentType<ToolProps<RouteName>> };

/** What a panel (a drawer the shell's user menu opens) receives. */
export interface PanelProps {
  close: () => void;
  /** The tool's name, as the shell titles the drawer with it. */
  title: string;
}

export type PanelModule = { default: ComponentType<PanelProps> };

/** A screen a tool contributes to the shell's user menu: the item and the right-hand drawer have its name. */
export interface ToolPanel {
  /** The drawer's width: 'md' a narrow panel (default), 'half' half the screen on large ones (tables). */
  size?: 'md' | 'half';
  load: () => Promise<PanelModule>;
}

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
  /**
   * The tool's folder name under src/apps (tests/unit/shell/registry.test.ts), also the application id of the
   * home tiles and the enabled-applications list.
   */
  id: string;
  /** The tool's name: its id in the tools' names catalogue (`{productName}` stands for the product name). */
  title: ToolNameId;
  /** The line under the name on its home tile, by id in the same catalogue. */
  description: ToolNameId;
  icon: ToolIconName;
  /** Matched in order: a specific path comes before a pattern that would also match it. */
  routes: readonly ToolRouteDef[];
  access: ToolAccessRule;
  tile: ToolTile;
  /** Home tiles shown only to staff (the dashboard card). */
  staffOnlyTile?: boolean;
  /**
   * The tool's jotai store and data-cache scope are made anew when this changes: the quote tool returns
   * the quote id, so an answer to one quote never shows on another. Without it, one scope per mount.
   */
  scopeKey?: (params: RouteParams) => string;
  /** The root component; absent for link-only tiles (external pages, the TMS) that have no route. */
  load?: () => Promise<ToolModule>;
  /**
   * What the tool's page looks like while its chunk loads: a skeleton of its first screen, the same size,
   * shown by the shell instead of a spinner so nothing moves when the tool arrives (a small spinner let the
   * footer jump off a phone's screen on the quote page). It travels with the registry, in every
   * page's routes chunk: keep it small. Without it, a spinner.
   */
  placeholder?: ComponentType<{ params: RouteParams }>;
  /** A screen in the user menu's drawer (account settings). */
  panel?: ToolPanel;
}

/** A manifest as a tool writes it: its route names are the only ones its root and `href` accept. */
export interface ToolDefinition<RouteName extends string> extends Omit<ToolManifest, 'routes' | 'load'> {
  routes: readonly ToolRouteDef<RouteName>[];
  /**
   * The root, whose props are `ToolPropsOf<typeof manifest>`. Typed loosely here: checking the root against
   * the manifest would make the manifest's type depend on itself.
   */
  load?: () => Promise<{ default: object }>;
}

/** A manifest that still knows its route names (what defineTool returns). */
export type TypedToolManifest<RouteName extends string> = ToolManifest & {
  routes: readonly ToolRouteDef<RouteName>[];
};

/** The route names of a manifest: `RouteNameOf<typeof manifest>`. */
export type RouteNameOf<Manifest extends ToolManifest> = Manifest['routes'][number]['name'];

/** The props of a tool's root, typed by its manifest: `ToolPropsOf<typeof manifest>`. */
export type ToolPropsOf<Manifest extends ToolManifest> = ToolProps<RouteNameOf<Manifest>>;

/**
 * A tool's manifest with its route names inferred, so its root's `route` and `href(name)` are checked against
 * them and no tool casts. The registry holds manifests of many tools, hence the erased ToolManifest: the shell
 * renders a root only with the name of one of its own routes and an href over those same routes.
 */
export function defineTool<const RouteName extends string>(
  definition: ToolDefinition<RouteName>,
): TypedToolManifest<RouteName> {
  return definition as TypedToolManifest<RouteName>;
}

/**
 * Stands for the runtime config's product name in a manifest's routes and tile path: the `{product}Connect`
 * tool is `/${productName}Connect`, and manifests are written before the config loads.
 */
export const PRODUCT_NAME_TOKEN = '{productName}';

export function withProductName(text: string, productName: string): string {
  return text.split(PRODUCT_NAME_TOKEN).join(productName);
}

/**
 * The path of a manifest's route by name (no branch prefix): the product name and the parameters filled.
 * An unknown name is a programming error and throws.
 */
export function toolRoutePath<RouteName extends string>(
  manifest: { id: string; routes: readonly ToolRouteDef<RouteName>[] },
  name: NoInfer<RouteName>,
  params: RouteParams | undefined,
  productName: string,
): string {
  const route = manifest.routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`${manifest.id} has no route named ${name}.`);
  return fillRoutePath(withProductName(route.path, productName), params);
}

/**
 * Fills a route pattern: ':name' takes params.name (URL-encoded), an absent optional ':name?' drops its
 * segment. A missing required parameter is a programming error and throws.
 */
export function fillRoutePath(pattern: string, params: RouteParams = {}): string {
  const segments = pattern.split('/').flatMap((segment) => {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const value = params[param[1]!];
    if (value === undefined || value === '') {
      if (param[2]) return [];
      throw new Error(`Route ${pattern} needs the parameter ${param[1]}.`);
    }
    return [encodeURIComponent(value)];
  });
  return segments.join('/') || '/';
}
