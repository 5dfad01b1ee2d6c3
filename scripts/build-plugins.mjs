// The production build's source transforms (esbuild plugins), each one said why in its own module:
//   - headlessui imports per component (headlessui-deep-imports.mjs);
//   - msw's cookie store replaced by an empty one (lib/msw-cookie-store.mjs);
//   - every lazy entry also imports the modules certainly loaded before it runs (chunk-plan.mjs), so they
//     travel in few shared files: the signed-out home's initial JS in one file beside the entry rather than
//     25, a tool's deep link in a handful rather than 60–85.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headlessuiImportRewriter } from './headlessui-deep-imports.mjs';
import { bareImports } from '../lib/relative-import.mjs';

const EMPTY_COOKIE_STORE = fileURLToPath(new URL('../lib/msw-cookie-store.mjs', import.meta.url));

const SOURCE = /\.(?:[cm]?js|tsx?|jsx)$/;
/** A file without import or export statements: CommonJS (or a script). */
const isCommonJs = (source) => !/^\s*(?:import|export)\b/m.test(source);

const loaderOf = (path) =>
  /\.tsx$/.test(path) ? 'tsx' : /\.ts$/.test(path) ? 'ts' : /\.jsx$/.test(path) ? 'jsx' : 'js';

/**
 * Source files through the headlessui rewrite; with a plan (chunk-plan.mjs), each lazy entry also imports
 * the modules the plan names.
 */
export function sourceTransforms(root, plan) {
  const rewriteHeadlessui = headlessuiImportRewriter(root);
  return {
    name: 'source-transforms',
    setup(build) {
      // msw's cookie store without tough-cookie and its public-suffix list (msw-cookie-store.mjs says why).
      build.onResolve({ filter: /[\\/]cookieStore\.m?js$/ }, (args) =>
        /[\\/]node_modules[\\/]msw[\\/]/.test(args.importer) ? { path: EMPTY_COOKIE_STORE } : undefined,
      );
      build.onLoad({ filter: SOURCE }, (args) => {
        const ours = /[\\/]src[\\/]/.test(args.path) && !args.path.includes('node_modules');
        const planned = plan?.importsFor.get(args.path);
        if (planned === undefined && !ours) return undefined;
        const source = readFileSync(args.path, 'utf8');
        // Never into a CommonJS file (a package's lazy entry): an import there makes esbuild wrap every module
        // it reaches for lazy initialisation (and no longer tree-shake them), the initial JS's too.
        const extraImports = planned && !isCommonJs(source) ? planned : undefined;
        const lazyEntry = extraImports !== undefined;
        let contents = ours ? rewriteHeadlessui(source, args.path) : source;
        // Appended: imports are hoisted, and the file's own lines keep their numbers in the source map.
        if (lazyEntry) contents += `\n${bareImports(args.path, extraImports)}\n`;
        if (contents === source) return undefined;
        return { contents, loader: loaderOf(args.path), resolveDir: dirname(args.path) };
      });
    },
  };
}
