// index.html's deep-link preloads (scripts/route-preloads.mjs): the inline script, run as a browser runs
// it, adds modulepreload links for the routes' chunk and the tool's own chunks of the path it is opened at
// (with or without a branch segment), the signed-in shell's only for a stored session, none on the home,
// and never the chunks the entry already imports.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { routePreloadScript } from '../../../scripts/route-preloads.mjs';
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
    'dist/assets/OtherRoutes-O.js': chunk(['dist/assets/shared-S.js', 'dist/assets/react-R.js'], 'src/shell/routing/OtherRoutes.tsx'),
    'dist/assets/shared-S.js': chunk(),
    'dist/assets/QuotesTool-Q.js': chunk(['dist/assets/shared-S.js', 'dist/assets/moment-M.js'], 'src/apps/quotes/QuotesTool.tsx'),
    'dist/assets/moment-M.js': chunk(),
    'dist/assets/SignedInHome-H.js': chunk([], 'src/shell/home/SignedInHome.tsx'),
  },
};
const script = routePreloadScript(process.cwd(), metafile, 'dist/assets/main-E.js', (file: string) => file.replace(/^dist/, ''));

/** The hrefs the script preloads when the page is opened at `pathname`, with `stored` in local storage. */
function preloadsAt(pathname: string, stored: Record<string, string> = {}): string[] {
  const links: string[] = [];
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { appendChild: (link: { rel: string; href: string }) => links.push(`${link.rel} ${link.href}`) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  runInNewContext(script.replace(/^<script>|<\/script>$/g, ''), { location: { pathname }, document, localStorage });
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

  it('matches under a branch segment and in any letter case, as the router does', () => {
    expect(preloadsAt('/uk/quotes/aq-ready')).toEqual(preloadsAt('/quotes/aq-ready'));
    expect(preloadsAt('/QUOTES/aq-ready')).toEqual(preloadsAt('/quotes/aq-ready'));
  });

  it('preloads nothing on the home or an unknown path, and the signed-in shell only for a stored session', () => {
    expect(preloadsAt('/')).toEqual([]);
    expect(preloadsAt('/no/such/page')).toEqual([]);
    expect(preloadsAt('/', { [SESSION_STORAGE_KEY]: '{}' })).toEqual(['modulepreload /assets/SignedInHome-H.js']);
  });
});
