// index.html's deep-link preloads (scripts/route-preloads.mjs): the inline script, run as a browser runs
// it, adds modulepreload links for the routes' chunk and the tool's own chunks of the path it is opened at
// (with or without a branch segment), the signed-in shell's only for a stored session, none on the home,
// and never the chunks the entry already imports.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  PRELOAD_BATCH,
  preloadedChunks,
  routePreloadScript,
  toolRoutes,
} from '../../../scripts/route-preloads.mjs';
import { PRODUCT_NAME_TOKEN } from '../../../src/platform/react/toolManifest';
import { TOOL_MANIFESTS } from '../../../src/shell/registry/manifests';
import { SESSION_STORAGE_KEY } from '../../../src/platform/auth/storedSession';

type Output = { entryPoint?: string; imports: Array<{ path: string; kind: string }> };
const chunk = (imports: string[] = [], entryPoint?: string): Output => ({
  entryPoint,
  imports: imports.map((path) => ({ path, kind: 'import-statement' })),
});
// The entry imports react; the routes and the quote tool share a chunk and each import react too.
const metafile = {
  outputs: {
    'dist/assets/main-E.js': chunk(['dist/assets/react-R.js'], 'src/main.tsx'),
    'dist/assets/react-R.js': chunk(),
    'dist/assets/OtherRoutes-O.js': chunk(
      ['dist/assets/shared-S.js', 'dist/assets/react-R.js'],
      'src/shell/routing/OtherRoutes.tsx',
    ),
    'dist/assets/shared-S.js': chunk(),
    'dist/assets/QuotesTool-Q.js': chunk(
      ['dist/assets/shared-S.js', 'dist/assets/moment-M.js'],
      'src/apps/quotes/QuotesTool.tsx',
    ),
    'dist/assets/moment-M.js': chunk(),
    'dist/assets/SignedInHome-H.js': chunk([], 'src/shell/home/SignedInHome.tsx'),
    'dist/assets/Coupa-C.js': chunk(['dist/assets/shared-S.js'], 'src/apps/coupa/Root.tsx'),
    'dist/assets/CoupaDetail-D.js': chunk(
      ['dist/assets/moment-M.js'],
      'src/apps/coupa/detail/CoupaDetail.tsx',
    ),
  },
};
const script = routePreloadScript(process.cwd(), metafile, 'dist/assets/main-E.js', (file: string) =>
  file.replace(/^dist/, ''),
);

/**
 * The hrefs the script preloads when the page is opened at `pathname`, with `stored` in local storage (the
 * script of the metafile above unless another is given).
 */
function preloadsAt(pathname: string, stored: Record<string, string> = {}, from = script): string[] {
  const links: string[] = [];
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { appendChild: (link: { rel: string; href: string }) => links.push(`${link.rel} ${link.href}`) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  // The script adds its links a few per task: each task it queues runs here after the one before.
  const tasks: Array<() => void> = [];
  const setTimeout = (task: () => void) => void tasks.push(task);
  runInNewContext(from.replace(/^<script>|<\/script>$/g, ''), {
    location: { pathname },
    document,
    localStorage,
    setTimeout,
  });
  for (let task = tasks.shift(); task; task = tasks.shift()) task();
  return links.sort();
}

describe('deep-link preloads in index.html', () => {
  it("preloads the routes' chunk and the quote tool's, not what the entry already has", () => {
    expect(preloadsAt('/quotes/aq-ready')).toEqual([
      'modulepreload /assets/OtherRoutes-O.js',
      'modulepreload /assets/QuotesTool-Q.js',
      'modulepreload /assets/moment-M.js',
      'modulepreload /assets/shared-S.js',
    ]);
  });

  it("adds a route's own lazy module (the manifest's `chunk`) on that route only", () => {
    const list = [
      'modulepreload /assets/Coupa-C.js',
      'modulepreload /assets/OtherRoutes-O.js',
      'modulepreload /assets/shared-S.js',
    ];
    expect(preloadsAt('/coupa')).toEqual(list);
    expect(preloadsAt('/coupa/jr-1')).toEqual(
      [...list, 'modulepreload /assets/CoupaDetail-D.js', 'modulepreload /assets/moment-M.js'].sort(),
    );
  });

  it('matches under a branch segment and in any letter case, as the router does', () => {
    expect(preloadsAt('/uk/quotes/aq-ready')).toEqual(preloadsAt('/quotes/aq-ready'));
    expect(preloadsAt('/QUOTES/aq-ready')).toEqual(preloadsAt('/quotes/aq-ready'));
  });

  it('preloads nothing on the home or an unknown path, and the signed-in shell only for a stored session', () => {
    expect(preloadsAt('/')).toEqual([]);
    expect(preloadsAt('/no/such/page')).toEqual([]);
    expect(preloadsAt('/', { [SESSION_STORAGE_KEY]: '{}' })).toEqual([
      'modulepreload /assets/SignedInHome-H.js',
    ]);
  });

  it('with a stored session, also what start-up awaits before the first render: its one module and the HTTP client', () => {
    const withSession = routePreloadScript(
      process.cwd(),
      {
        outputs: {
          ...metafile.outputs,
          'dist/assets/signedInStart-I.js': chunk(
            ['dist/assets/inactivity-N.js', 'dist/assets/shared-S.js'],
            'src/shell/signedInStart.ts',
          ),
          'dist/assets/inactivity-N.js': chunk(),
          'dist/assets/client-C.js': chunk([], 'src/platform/http/client.ts'),
        },
      },
      'dist/assets/main-E.js',
      (file: string) => file.replace(/^dist/, ''),
    );
    const session = { [SESSION_STORAGE_KEY]: '{}' };
    const startUp = [
      'modulepreload /assets/client-C.js',
      'modulepreload /assets/inactivity-N.js',
      'modulepreload /assets/shared-S.js',
      'modulepreload /assets/signedInStart-I.js',
    ];
    expect(preloadsAt('/', session, withSession)).toEqual(
      [...startUp, 'modulepreload /assets/SignedInHome-H.js'].sort(),
    );
    expect(preloadsAt('/quotes/aq-ready', session, withSession)).toEqual(
      [
        ...startUp,
        'modulepreload /assets/OtherRoutes-O.js',
        'modulepreload /assets/QuotesTool-Q.js',
        'modulepreload /assets/moment-M.js',
      ].sort(),
    );
    // A visitor's page: none of it.
    expect(preloadsAt('/', {}, withSession)).toEqual([]);
  });

  it('are read from the page as the script adds them (the bench counts them so, without a browser)', () => {
    const asLinks = (names: string[]) => names.map((name) => `modulepreload /assets/${name}.js`).sort();
    for (const path of ['/', '/quotes/aq-ready', '/uk/quotes/aq-ready', '/coupa/jr-1', '/no/such/page'])
      for (const session of [false, true])
        expect(asLinks(preloadedChunks(script, path, { session })), `${path}, session ${session}`).toEqual(
          preloadsAt(path, session ? { [SESSION_STORAGE_KEY]: '{}' } : {}),
        );
  });

  it("leaves the signed-in home's chunk out of a tool's page: the page never shows it", () => {
    expect(preloadsAt('/quotes/aq-ready', { [SESSION_STORAGE_KEY]: '{}' })).toEqual(
      preloadsAt('/quotes/aq-ready'),
    );
  });

  it('adds the links a few per task, none in the task that parses the page', () => {
    // A Coupa chunk with ten chunks of its own behind it.
    const own = Array.from({ length: 10 }, (_, index) => `dist/assets/part${index}-P.js`);
    const many = routePreloadScript(
      process.cwd(),
      {
        outputs: {
          'dist/assets/main-E.js': chunk([], 'src/main.tsx'),
          'dist/assets/Coupa-C.js': chunk(own, 'src/apps/coupa/Root.tsx'),
          ...Object.fromEntries(own.map((file) => [file, chunk()])),
        },
      },
      'dist/assets/main-E.js',
      (file: string) => file.replace(/^dist/, ''),
    );
    const tasks: Array<() => void> = [];
    const links: string[] = [];
    runInNewContext(many.replace(/^<script>|<\/script>$/g, ''), {
      location: { pathname: '/coupa' },
      document: {
        createElement: () => ({}),
        head: { appendChild: (link: { href: string }) => links.push(link.href) },
      },
      localStorage: { getItem: () => null },
      setTimeout: (task: () => void) => void tasks.push(task),
    });
    // None in the task that parses the page; then PRELOAD_BATCH per task.
    expect(links).toHaveLength(0);
    tasks.shift()!();
    expect(links).toHaveLength(PRELOAD_BATCH);
    for (let task = tasks.shift(); task; task = tasks.shift()) task();
    expect(links.sort()).toEqual(
      ['/assets/Coupa-C.js', ...own.map((file) => file.replace(/^dist/, ''))].sort(),
    );
  });
});

describe('the route table the build reads from the manifests', () => {
  // The build reads each manifest's source as text (it cannot run the manifests' React placeholders); this
  // keeps that reading equal to the manifests themselves, so a route written another way fails here.
  it("has each route's own lazy module where the manifest names one", () => {
    const coupa = toolRoutes(process.cwd()).find((tool) => tool.tool === 'coupa');
    expect(coupa?.routeChunks).toEqual({
      '/coupa/createQuote': 'src/apps/coupa/CoupaCreateQuote',
      '/coupa/:jobRequestId': 'src/apps/coupa/detail/CoupaDetail',
    });
    for (const manifest of TOOL_MANIFESTS) {
      for (const route of manifest.routes.filter((r) => r.chunk)) {
        const read = toolRoutes(process.cwd()).find((tool) => tool.routeChunks[route.path]);
        expect(read?.routeChunks[route.path], `${manifest.id} ${route.path}`).toBe(
          `src/apps/${manifest.id}/${route.chunk!.replace(/^\.\//, '')}`,
        );
      }
    }
  });

  it('has every literal route path of every tool, and its chunk module', () => {
    const read = new Map(toolRoutes(process.cwd()).map((tool) => [tool.tool, tool]));
    for (const manifest of TOOL_MANIFESTS) {
      const literal = manifest.routes
        .map((route) => route.path)
        .filter((path) => !path.includes(PRODUCT_NAME_TOKEN));
      const found = [...read.values()].find(
        (tool) =>
          literal.every((path) => tool.paths.includes(path)) && tool.paths.length === new Set(literal).size,
      );
      expect(found, `${manifest.id}: ${literal.join(', ')}`).toBeDefined();
    }
  });
});
