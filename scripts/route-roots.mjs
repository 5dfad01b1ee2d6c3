// The first path segments of the tools' routes, for the locale parser (src/platform/locale/localePath.ts),
// which must tell a route from a branch id ('/b-east/reports') before any manifest has loaded. Read from the
// manifests as text (as route-preloads.mjs reads them) and written to src/platform/locale/toolRouteRoots.ts
// by every build and dev rebuild, so a new tool's routes are known without a list to keep by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTsModule } from './load-ts.mjs';
import { manifestSources } from './route-preloads.mjs';

export const ROUTE_ROOTS_FILE = 'src/platform/locale/toolRouteRoots.ts';

/** Every tool's route roots, `{productName}` as the product name configured by default, sorted. */
export function toolRouteRoots(root, productName) {
  const roots = new Set();
  for (const { text } of manifestSources(root)) {
    for (const [, quoted, template] of text.matchAll(/\bpath:\s*(?:'([^']+)'|`([^`]+)`)/g)) {
      const path = quoted ?? template.split('${PRODUCT_NAME_TOKEN}').join(productName);
      roots.add(path.split('/')[1]);
    }
  }
  return [...roots].sort((a, b) => a.localeCompare(b, 'en'));
}

export async function routeRootsSource(root) {
  const { DEFAULT_CONFIG } = await loadTsModule(join(root, 'src/platform/config/runtimeConfig.ts'));
  const lines = toolRouteRoots(root, DEFAULT_CONFIG.productName).map((name) => `  '${name}',`);
  return [
    `// Written by scripts/route-roots.mjs from the tools' manifests on every build and dev rebuild: do not edit.`,
    `// The first segment of each tool's routes ({productName} as configured by default).`,
    `export const TOOL_ROUTE_ROOTS: readonly string[] = [`,
    ...lines,
    `];`,
    ``,
  ].join('\n');
}

/** Writes the file when the manifests' roots changed; says whether it did. */
export async function writeRouteRoots(root) {
  const file = join(root, ROUTE_ROOTS_FILE);
  const source = await routeRootsSource(root);
  let current;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === source) return false;
  writeFileSync(file, source);
  return true;
}
