// The tool registry against the tool folders: every manifest is registered under its folder's name once, and
// every route is one the locale parser reads as a route (never as a branch id) with or without a branch.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLocalePath } from '../../../src/platform/locale/localePath';
import { fillRoutePath, withProductName, type ToolManifest } from '../../../src/platform/react/toolManifest';
import { TOOL_MANIFESTS } from '../../../src/shell/registry/manifests';

const appsDir = join(import.meta.dirname, '../../../src/apps');
const toolFolders = readdirSync(appsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A path of the route with every parameter filled (optional ones too). */
const samplePath = (path: string) =>
  fillRoutePath(
    withProductName(path, 'llts'),
    Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, `x-${name}`])),
  );

describe('tool registry', () => {
  it.each(toolFolders)('registers src/apps/%s/manifest.ts', async (folder) => {
    const { manifest } = (await import(join(appsDir, folder, 'manifest.ts'))) as { manifest: ToolManifest };
    expect(TOOL_MANIFESTS).toContain(manifest);
    expect(manifest.id).toBe(folder);
  });

  it('holds each tool folder once, and nothing else', () => {
    expect(TOOL_MANIFESTS.map((manifest) => manifest.id).sort()).toEqual([...toolFolders].sort());
  });

  it.each(TOOL_MANIFESTS.map((manifest) => [manifest.id, manifest] as const))(
    '%s: a root to load exactly when it has routes, and route names that are unique',
    (_id, manifest) => {
      expect(!!manifest.load).toBe(manifest.routes.length > 0);
      const names = manifest.routes.map((route) => route.name);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  const routes = TOOL_MANIFESTS.flatMap((manifest) =>
    manifest.routes.map((route) => [`${manifest.id} ${route.name}`, samplePath(route.path)] as const),
  );
  it.each(routes)('%s (%s) is a route, under a branch segment too', (_name, path) => {
    expect(parseLocalePath(path)).toEqual({ variant: 'US', rest: path });
    expect(parseLocalePath(`/b-east${path}`)).toEqual({ branchId: 'b-east', variant: 'US', rest: path });
    expect(parseLocalePath(`/uk${path}`)).toEqual({ branchId: 'uk', variant: 'UK', rest: path });
  });
});

describe('fillRoutePath', () => {
  it('fills parameters, encodes them and drops an absent optional one', () => {
    expect(fillRoutePath('/coupa/:jobRequestId', { jobRequestId: 'jr 1/2' })).toBe('/coupa/jr%201%2F2');
    expect(fillRoutePath('/machineTranslation/fileTranslation/:jobRequestId?')).toBe(
      '/machineTranslation/fileTranslation',
    );
    expect(() => fillRoutePath('/reports/:reportId')).toThrow(/reportId/);
  });
});
