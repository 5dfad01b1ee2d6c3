// The locale parser's route roots against the routes themselves: every first segment of a tool's routes and of
// the shell's pages is known (never read as a branch id), nothing else is, and the roots file is what the build
// writes from the manifests now (a new tool's routes need no list kept by hand).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_ROOTS_FILE, routeRootsSource } from '../../../scripts/route-roots.mjs';
import { DEFAULT_CONFIG } from '../../../src/platform/config/runtimeConfig';
import { KNOWN_ROUTE_ROOTS, SHELL_ROUTE_ROOTS } from '../../../src/platform/locale/localePath';
import { TOOL_ROUTE_ROOTS } from '../../../src/platform/locale/toolRouteRoots';
import { withProductName } from '../../../src/platform/react/toolManifest';
import { TOOL_MANIFESTS } from '../../../src/shell/registry/manifests';
import { SHELL_PAGES } from '../../../src/shell/routing/matchPortalRoute';

const rootOf = (path: string) => path.split('/')[1]!;
const sorted = (list: Iterable<string>) => [...new Set(list)].sort();

describe('route roots', () => {
  it("are the first segments of the tools' routes, each once", () => {
    const fromManifests = TOOL_MANIFESTS.flatMap((manifest) =>
      manifest.routes.map((route) => rootOf(withProductName(route.path, DEFAULT_CONFIG.productName))),
    );
    expect(sorted(TOOL_ROUTE_ROOTS)).toEqual(sorted(fromManifests));
    expect(TOOL_ROUTE_ROOTS).toHaveLength(new Set(TOOL_ROUTE_ROOTS).size);
  });

  it("and of the shell's pages and the home, and nothing else", () => {
    expect(sorted(SHELL_ROUTE_ROOTS)).toEqual(sorted(['', ...SHELL_PAGES.map(([path]) => rootOf(path))]));
    expect(sorted(KNOWN_ROUTE_ROOTS)).toEqual(sorted([...SHELL_ROUTE_ROOTS, ...TOOL_ROUTE_ROOTS]));
  });

  it('are written by the build as the manifests have them now (npm run build writes them again)', async () => {
    const root = process.cwd();
    expect(readFileSync(join(root, ROUTE_ROOTS_FILE), 'utf8')).toBe(await routeRootsSource(root));
  });
});
