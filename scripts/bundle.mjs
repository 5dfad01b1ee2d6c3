// The portal's esbuild options, and its production bundle: one definition for the build, the dev server and the
// tests that look at what a build ships (without its CSS, HTML and compressed copies).
import * as esbuild from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceTransforms } from './build-plugins.mjs';
import { catalogueCompilePlugin } from '../lib/catalogue-compile.mjs';
import { chunkSharingPlan } from './chunk-plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Options every bundle of the portal shares; `apiBaseUrl` is the build's LLTS_API_BASE_URL. */
export function sharedOptions(apiBaseUrl = process.env.LLTS_API_BASE_URL) {
  return {
    // Metafile paths are relative to this: the build and its plugins read them from the project root.
    absWorkingDir: root,
    entryPoints: [join(root, 'src/main.tsx')],
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    define: {
      // amazon-cognito-identity-js bundles `buffer`, which reads `global` at run time.
      global: 'globalThis',
      // Known at build time so code behind it (the footer's demo panel) is left out of a build made for an
      // API: esbuild drops the dead branch and the chunk its import would have made.
      'process.env.LLTS_API_BASE_URL': JSON.stringify(apiBaseUrl?.trim() ?? ''),
    },
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file' },
    alias: { 'use-sync-external-store/shim/index.js': './src/platform/react/syncExternalStore.ts' },
    plugins: [catalogueCompilePlugin(), sourceTransforms(root)],
  };
}

/**
 * The production scripts into `outdir` (with `write: false`, only in the result's outputFiles). A first pass
 * (nothing written) finds which modules are certainly loaded before each lazy entry, so the real one gathers
 * them in few files (scripts/chunk-plan.mjs says why). `planChunks: false` skips that pass and the source maps:
 * the same modules and words in other files, for a test that asks only what a build contains.
 */
export async function bundleProduction({ outdir, write = true, apiBaseUrl, planChunks = true }) {
  const shared = sharedOptions(apiBaseUrl);
  const production = {
    ...shared,
    outdir,
    write,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    minify: true,
    legalComments: 'linked',
    // The plan's bare imports of modules a package declares free of side effects (headlessui, swr, ...):
    // esbuild warns that it ignores them, yet still loads their chunk with the entry, which is the point.
    logOverride: { 'ignored-bare-import': 'silent' },
    define: { ...shared.define, 'process.env.NODE_ENV': '"production"' },
    // V8's explicit compile hint: every function of a file is compiled with the file, on the background
    // thread that compiles a script while it downloads. Without it each function is compiled on the main
    // thread the first time it runs: React's factory alone, run as the entry loads, was a third of the page's
    // longest task, and a tool's components compile inside the first render. A browser without the hint
    // reads a comment.
    banner: { js: '//# allFunctionsCalledOnLoad' },
  };
  if (!planChunks) return esbuild.build({ ...production, sourcemap: false });
  const survey = await esbuild.build({ ...production, write: false, sourcemap: false });
  const plan = chunkSharingPlan(survey.metafile, root, 'src/main.tsx');
  return esbuild.build({
    ...production,
    plugins: [catalogueCompilePlugin(plan), sourceTransforms(root, plan)],
  });
}
