// A tool's own code inside its lazy chunks: what arrives with the tool minus the packages it pulls in.
// The per-tool budgets are about this figure, because packages the tool must load on demand (moment, yup,
// final-form for the quote tool) would otherwise swamp it. esbuild reports each input's bytes in an
// output but gzips the output as a whole, so each file's gzip size is split in proportion to its inputs:
// an estimate, close because minified app code and library code compress alike.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const isPackage = (input) => input.includes('node_modules/');

/** The tool id of a lazy chunk whose entry is src/apps/<id>/..., else undefined. */
export function toolOf(entryName) {
  return entryName?.match(/^src\/apps\/([^/]+)\//)?.[1];
}

/** Estimated gzip bytes of non-package code in `files` (output paths from the metafile). */
export function ownCodeBytes(root, files) {
  const meta = JSON.parse(readFileSync(join(root, 'dist/meta.json'), 'utf8'));
  let total = 0;
  for (const file of files) {
    const inputs = Object.entries(meta.outputs[file]?.inputs ?? {});
    const all = inputs.reduce((sum, [, v]) => sum + v.bytesInOutput, 0);
    const own = inputs.filter(([path]) => !isPackage(path)).reduce((sum, [, v]) => sum + v.bytesInOutput, 0);
    if (all > 0) total += gzipSync(readFileSync(join(root, file)), { level: 9 }).length * (own / all);
  }
  return Math.round(total);
}
