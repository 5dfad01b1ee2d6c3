// The production build's source transforms (esbuild plugins), each one said why in its own module:
//   - headlessui imports per component (headlessui-deep-imports.mjs);
//   - msw's cookie store replaced by an empty one (msw-cookie-store.mjs);
//   - every lazy entry also imports the modules of the initial chunk (below).
// esbuild assigns a module to a chunk by the exact set of entry points that reach it. The signed-out home's
// modules are each reached by main and by a different subset of the lazy chunks, so they were scattered
// over 24 small files beside the entry (88.5 KiB gzip in 25 files; 83.6 KiB as one file). A lazy chunk
// always runs after main has evaluated all of them, so importing them from every lazy entry costs nothing
// at run time, and gives them one and the same set: they travel as one shared file.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headlessuiImportRewriter } from './headlessui-deep-imports.mjs';

const EMPTY_COOKIE_STORE = fileURLToPath(new URL('./msw-cookie-store.mjs', import.meta.url));

const SOURCE = /\.(?:[cm]?js|tsx?|jsx)$/;
const loaderOf = (path) => (/\.tsx$/.test(path) ? 'tsx' : /\.ts$/.test(path) ? 'ts' : /\.jsx$/.test(path) ? 'jsx' : 'js');

/** Output files the entry loads before it runs (its static imports, transitively). */
function staticClosure(outputs, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') stack.push(imp.path);
  }
  return seen;
}

/** esbuild drops (with a warning) a bare import of a module its package declares free of side effects. */
function sideEffectFree(module) {
  const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(module);
  if (!match) return false;
  try {
    return JSON.parse(readFileSync(join(match[1], 'package.json'), 'utf8')).sideEffects === false;
  } catch {
    return false;
  }
}

/**
 * From a first build's metafile: the modules of the entry's initial closure, and the lazy entry modules
 * (dynamic-import targets) that are not themselves part of it (adding imports to those would reorder the
 * initial evaluation). Paths are absolute.
 */
export function initialSharingPlan(metafile, root, entrySuffix) {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith(entrySuffix));
  const initialFiles = staticClosure(outputs, entry);
  const initialModules = new Set();
  for (const file of initialFiles) for (const input of Object.keys(outputs[file].inputs)) if (SOURCE.test(input)) initialModules.add(resolve(root, input));
  const lazyEntries = new Set();
  for (const [file, output] of Object.entries(outputs)) {
    if (file === entry || !output.entryPoint) continue;
    const module = resolve(root, output.entryPoint);
    if (!initialModules.has(module)) lazyEntries.add(module);
  }
  initialModules.delete(resolve(root, outputs[entry].entryPoint));
  return { initialModules: [...initialModules].filter((module) => !sideEffectFree(module)), lazyEntries };
}

/**
 * Source files through the headlessui rewrite; with a plan, each lazy entry also imports the initial
 * modules. The headlessui component paths resolve past the package's `exports`, which allow only its entry.
 */
export function sourceTransforms(root, plan) {
  const rewriteHeadlessui = headlessuiImportRewriter(root);
  const sharedImports = plan ? plan.initialModules.map((module) => `import ${JSON.stringify(module)};`).join('\n') : '';
  return {
    name: 'source-transforms',
    setup(build) {
      build.onResolve({ filter: /^@headlessui\/react\/dist\// }, (args) => ({ path: join(root, 'node_modules', args.path) }));
      // msw's cookie store without tough-cookie and its public-suffix list (msw-cookie-store.mjs says why).
      build.onResolve({ filter: /[\\/]cookieStore\.m?js$/ }, (args) =>
        /[\\/]node_modules[\\/]msw[\\/]/.test(args.importer) ? { path: EMPTY_COOKIE_STORE } : undefined,
      );
      build.onLoad({ filter: SOURCE }, (args) => {
        const lazyEntry = plan?.lazyEntries.has(args.path);
        const ours = /[\\/]src[\\/]/.test(args.path) && !args.path.includes('node_modules');
        if (!lazyEntry && !ours) return undefined;
        const source = readFileSync(args.path, 'utf8');
        let contents = ours ? rewriteHeadlessui(source) : source;
        // Appended: imports are hoisted, and the file's own lines keep their numbers in the source map.
        if (lazyEntry) contents += `\n${sharedImports}\n`;
        if (contents === source) return undefined;
        return { contents, loader: loaderOf(args.path), resolveDir: dirname(args.path) };
      });
    },
  };
}
