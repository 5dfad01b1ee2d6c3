// Typed routes: a manifest made with defineTool knows its route names, so a tool's root, its `href` and a
// route looked up by name accept those names only. The `@ts-expect-error` lines are checked by the
// typecheck (npm run typecheck): a wrong name accepted there fails it.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { manifest as coupa } from '../../../../src/apps/coupa/manifest';
import { manifest as reports } from '../../../../src/apps/reports/manifest';
import {
  toolRoutePath,
  type RouteNameOf,
  type ToolManifest,
  type ToolPropsOf,
} from '../../../../src/platform/react/toolManifest';
import { TOOL_MANIFESTS } from '../../../../src/shell/registry/manifests';

describe('typed routes', () => {
  it("infers a tool's route names from its manifest", () => {
    expectTypeOf<RouteNameOf<typeof reports>>().toEqualTypeOf<'list' | 'detail'>();
    expectTypeOf<RouteNameOf<typeof coupa>>().toEqualTypeOf<
      'createQuote' | 'error' | 'starter' | 'detail' | 'list'
    >();
    expectTypeOf<ToolPropsOf<typeof reports>['route']>().toEqualTypeOf<'list' | 'detail'>();
    expectTypeOf<Parameters<ToolPropsOf<typeof reports>['href']>[0]>().toEqualTypeOf<'list' | 'detail'>();
    // The registry's erased manifests still take any name (the shell passes names it read from them).
    expectTypeOf<RouteNameOf<ToolManifest>>().toEqualTypeOf<string>();
    expect(TOOL_MANIFESTS).toContain(reports);
  });

  it('fills a route found by name, and refuses a name the manifest does not have', () => {
    expect(toolRoutePath(reports, 'detail', { reportId: 'r 1' }, 'llts')).toBe('/reports/r%201');
    // @ts-expect-error -- 'details' is no route of Reports
    expect(() => toolRoutePath(reports, 'details', {}, 'llts')).toThrow('reports has no route named details');
    const href = (name: RouteNameOf<typeof coupa>) => name;
    // @ts-expect-error -- a Reports route name is no Coupa route name
    href('reports');
  });
});
