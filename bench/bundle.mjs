// Bundle figures from the build metafile: gzip size of the initial JS and of every lazy chunk.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { staticClosure } from '../scripts/metafile.mjs';

const gz = (root, file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;

export function packagesIn(outputs, files) {
  const names = new Set();
  for (const file of files) {
    for (const input of Object.keys(outputs[file]?.inputs ?? {})) {
      const match = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
      if (match) names.add(match[1]);
    }
  }
  return names;
}

export function bundleFigures(root) {
  const meta = JSON.parse(readFileSync(join(root, 'dist/meta.json'), 'utf8'));
  const outputs = Object.fromEntries(Object.entries(meta.outputs).filter(([file]) => file.endsWith('.js')));
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith('src/main.tsx'));
  const initialFiles = staticClosure(outputs, entry);
  const initial = [...initialFiles].reduce((sum, file) => sum + gz(root, file), 0);
  const lazy = [];
  const dynamicTargets = new Set(
    Object.values(outputs).flatMap((o) =>
      o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
    ),
  );
  for (const file of dynamicTargets) {
    // What arrives on use: the chunk's closure minus what is already loaded whenever it can be imported,
    // i.e. the initial load and what every chunk that imports it dynamically has loaded with itself.
    const importers = Object.keys(outputs).filter((o) =>
      outputs[o].imports.some((i) => i.kind === 'dynamic-import' && i.path === file),
    );
    const loadedByEveryImporter = importers
      .map((o) => staticClosure(outputs, o))
      .reduce((common, closure) => new Set([...common].filter((f) => closure.has(f))));
    const own = [...staticClosure(outputs, file)].filter(
      (f) => !initialFiles.has(f) && !loadedByEveryImporter.has(f),
    );
    lazy.push({
      name: outputs[file].entryPoint ?? file,
      file,
      files: own,
      bytes: own.reduce((sum, f) => sum + gz(root, f), 0),
      ownBytes: gz(root, file),
    });
  }
  return {
    entry,
    initial,
    initialPackages: packagesIn(outputs, initialFiles),
    lazy,
    /** Packages in the files a lazy chunk brings (e.g. whether pdf-lib travels with the quote page). */
    packagesOf: (chunk) => packagesIn(outputs, chunk.files),
  };
}

const CATALOGUE = /[\\/]locales[\\/][A-Za-z-]+\.json$/;

/**
 * What the message catalogues cost: the English compiled into each chunk (minified bytes of its catalogue
 * modules, in the initial JS and per lazy chunk) and each other language's catalogue chunk (gzip -9).
 */
export function catalogueFigures(root, figures = bundleFigures(root)) {
  const meta = JSON.parse(readFileSync(join(root, 'dist/meta.json'), 'utf8'));
  const inChunks = (files) =>
    files.reduce(
      (sum, file) =>
        sum +
        Object.entries(meta.outputs[file]?.inputs ?? {})
          .filter(([input]) => CATALOGUE.test(input))
          .reduce((bytes, [, info]) => bytes + info.bytesInOutput, 0),
      0,
    );
  const translations = figures.lazy.filter((chunk) => CATALOGUE.test(chunk.name));
  return {
    initial: inChunks([...staticClosure(meta.outputs, figures.entry)]),
    chunks: figures.lazy
      .filter((chunk) => !CATALOGUE.test(chunk.name))
      .map((chunk) => ({ name: chunk.name, bytes: inChunks(chunk.files) }))
      .filter((chunk) => chunk.bytes > 0),
    translations: translations.map((chunk) => ({ name: chunk.name, bytes: chunk.ownBytes })),
  };
}
