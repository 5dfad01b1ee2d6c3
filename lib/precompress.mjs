// Brotli and gzip copies of the text files a page loads, written beside them at build time (`x.js.br`,
// `x.js.gz`), so the servers send compressed bytes without compressing on each request (static-server.mjs
// picks the copy the browser accepts). Without them `serve:dist` sent the home page's JS uncompressed.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Worth compressing: text the browser fetches (source maps only open in devtools). */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Writes `.br` and `.gz` beside each compressible file of `dir` (or of `files`) that compression makes
 * smaller. Brotli quality trades build time for size; on this bundle 11 gains little over 10 for
 * much more CPU, and 5 is far quicker but larger. Every e2e run builds, so 10 by default;
 * the dev server, which compresses on each rebuild, asks for 5.
 */
export async function precompress(dir, { files, brotliQuality = 10 } = {}) {
  const chosen = (files ?? (await filesUnder(dir))).filter((file) => COMPRESSIBLE.has(extname(file)));
  let written = 0;
  await Promise.all(
    chosen.map(async (file) => {
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      for (const [suffix, bytes] of [
        ['.br', br],
        ['.gz', gzipped],
      ]) {
        if (bytes.length >= body.length) continue;
        await writeFile(`${file}${suffix}`, bytes);
        written++;
      }
    }),
  );
  return written;
}
