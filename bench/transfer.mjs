// Bytes a browser receives for a page, as `serve:dist` sends them: the brotli copies the
// build wrote (lib/precompress.mjs), for every file the page loads before it can show its content —
// the HTML, the CSS, the entry's static closure and, for a deep link, the tool's chunks and, in demo mode,
// the demo backend (its chunk and MSW's service worker script). Raw sizes beside them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { staticClosure } from '../scripts/metafile.mjs';
import { preloadedChunks } from '../scripts/route-preloads.mjs';

/** Raw, served (brotli, else as is) and gzip bytes of files given relative to the project root. */
function sizes(root, files) {
  let raw = 0;
  let served = 0;
  let gzip = 0;
  const copy = (path, suffix) => statSync(existsSync(`${path}${suffix}`) ? `${path}${suffix}` : path).size;
  for (const file of files) {
    const path = join(root, file);
    raw += statSync(path).size;
    served += copy(path, '.br');
    gzip += copy(path, '.gz');
  }
  return { raw, served, gzip, files: files.length };
}

/**
 * Transfer of the signed-out home, and of a deep link to `toolEntry` with an API configured and in demo
 * mode. `toolEntry` is the tool's lazy entry (e.g. src/apps/quotes/QuotesTool.tsx).
 */
export function transferFigures(root, toolEntry) {
  const meta = JSON.parse(readFileSync(join(root, 'dist/meta.json'), 'utf8'));
  const outputs = Object.fromEntries(Object.entries(meta.outputs).filter(([file]) => file.endsWith('.js')));
  const byEntry = (suffix) => Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith(suffix));
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const page = [
    'dist/index.html',
    ...[...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => `dist/${m[1]}`),
  ];
  const initial = [...staticClosure(outputs, byEntry('src/main.tsx'))];
  const tool = [...staticClosure(outputs, byEntry(toolEntry))].filter((file) => !initial.includes(file));
  const demo = [...staticClosure(outputs, byEntry('fixtures/browser.ts'))].filter(
    (file) => !initial.includes(file) && !tool.includes(file),
  );
  const worker = existsSync(join(root, 'dist/mockServiceWorker.js')) ? ['dist/mockServiceWorker.js'] : [];
  return {
    home: sizes(root, [...page, ...initial]),
    deepLink: sizes(root, [...page, ...initial, ...tool]),
    demoBackend: sizes(root, [...demo, ...worker]),
    deepLinkDemo: sizes(root, [...page, ...initial, ...tool, ...demo, ...worker]),
  };
}

/**
 * What index.html requests by itself for a signed-in deep link to `path` (its inline script's preloads: the
 * signed-in start-up's chunks and the route's): each file a request a phone makes before the page renders.
 */
export function signedInPreloads(root, path) {
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  return sizes(
    root,
    preloadedChunks(html, path, { session: true }).map((name) => `dist/assets/${name}.js`),
  );
}
