// Bundles the llts CLI with esbuild into one CommonJS file (node_modules/.cache/llts-cli/llts.cjs), which
// lib/cached-bundle.mjs runs with a V8 code cache: Node 20 caches no compiled code for ES modules, and the
// split ES module build it replaces spent a large part of every command loading and compiling its chunks. The
// fixture HTTP server is a second bundle beside it. Code a command does not run (PDF, scenarios, GraphQL) is
// wrapped by esbuild and only evaluated when imported; with a cache, V8 does not even parse it. Run by
// `npm install` (prepare), `npm run llts`, and the bin on first use when the bundle is missing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { codeCacheDir } from '../lib/cached-bundle.mjs';
import { catalogueCompilePlugin } from '../lib/catalogue-compile.mjs';

const cliDir = dirname(fileURLToPath(import.meta.url));

/**
 * msw's cookie store replaced by the empty one the web build uses (lib/msw-cookie-store.mjs says why: the
 * fixture handlers set no cookies). It drops tough-cookie and its public-suffix list (tldts), a large part of
 * what every embedded-fixtures command (`llts quote show`) parses at start-up.
 */
const emptyMswCookieStore = {
  name: 'msw-empty-cookie-store',
  setup(build) {
    const store = join(cliDir, '..', 'lib', 'msw-cookie-store.mjs');
    build.onResolve({ filter: /[\\/]cookieStore\.m?js$/ }, (args) =>
      /[\\/]node_modules[\\/]msw[\\/]/.test(args.importer) ? { path: store } : undefined,
    );
  },
};
/** Commander's node:child_process, loaded on first use (lib/lazy-child-process.mjs says why). */
const lazyCommanderChildProcess = {
  name: 'lazy-commander-child-process',
  setup(build) {
    const lazy = join(cliDir, '..', 'lib', 'lazy-child-process.mjs');
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: lazy } : undefined,
    );
  },
};
/**
 * amazon-cognito-identity-js imports isomorphic-unfetch only to put node-fetch in place of a missing global
 * fetch, which Node has had since 18: nothing of it ever runs, but node-fetch (with its URL and punycode
 * tables) was a sixth of the bundle, which every command reads.
 */
const noFetchPolyfill = {
  name: 'no-fetch-polyfill',
  setup(build) {
    build.onResolve({ filter: /^isomorphic-unfetch$/ }, () => ({
      path: 'isomorphic-unfetch',
      namespace: 'empty',
    }));
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }));
  },
};
// Under node_modules/.cache: ignored by git and lint, rebuilt by every install, and untouched by the web
// build (which empties dist/).
const OUT_DIR = join(cliDir, '..', 'node_modules', '.cache', 'llts-cli');
export const BUNDLE = join(OUT_DIR, 'llts.cjs');
/** The fixture HTTP server, for `npm run fixtures` (cli/bin/fixtures-serve.mjs): the code `llts fixtures serve` runs. */
export const FIXTURE_SERVER_BUNDLE = join(OUT_DIR, 'fixtures-server.cjs');

export async function buildCli({ quiet = false } = {}) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error(
      'esbuild is not installed (a production-only install?): run `npm install` to build the llts bundle.',
    );
  }
  const started = performance.now();
  const result = await esbuild.build({
    // A second entry: `npm run fixtures` starts the same bundled server as `llts fixtures serve` (it bundled
    // fixtures/server.ts at each start and loaded packages file by file, which slowed its first answer).
    entryPoints: {
      llts: join(cliDir, 'main.ts'),
      'fixtures-server': join(cliDir, '..', 'fixtures', 'server.ts'),
    },
    outdir: OUT_DIR,
    outExtension: { '.js': '.cjs' },
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // import() as require(): a script run through node:vm has no module loader to hand import() to without
    // an experimental flag (lib/cached-bundle.mjs). The bundle's own imports are bundled code anyway.
    supported: { 'dynamic-import': false },
    minify: true,
    // Error classes are told apart by name (cli/errors.ts); minified class names would hide them.
    keepNames: true,
    legalComments: 'none',
    logLevel: 'error',
    // Packages' ES module builds, as the web build takes them.
    mainFields: ['module', 'main'],
    // The scenario UI driver's browser automation: a development dependency, loaded from node_modules only
    // when `--driver ui` runs (bundled, it would add megabytes and a browser protocol to every install).
    external: ['playwright-core'],
    // The portal's message catalogues, compiled as the web build compiles them (the CLI speaks English).
    plugins: [emptyMswCookieStore, lazyCommanderChildProcess, noFetchPolyfill, catalogueCompilePlugin()],
    // amazon-cognito-identity-js bundles `buffer`, which reads `global`.
    define: { global: 'globalThis' },
  });
  mkdirSync(OUT_DIR, { recursive: true });
  const digests = result.outputFiles.map((file) => install(file.path, file.text));
  dropOtherCodeCaches(digests);
  if (!quiet) console.error(`llts bundle built in ${Math.round(performance.now() - started)} ms: ${BUNDLE}`);
  return BUNDLE;
}

/**
 * Writes a bundle with its digest on the first line (the key of its code cache: lib/cached-bundle.mjs),
 * beside the old one and then by an atomic rename over it: an llts already starting reads either file whole,
 * and parallel builds (test files, an install) never leave half of one. Returns the digest.
 */
function install(file, text) {
  const digest = createHash('sha256').update(text).digest('hex');
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `// llts-bundle sha256:${digest}\n${text}`);
  renameSync(temp, file);
  return digest;
}

/** Code caches of bundles no longer built are never read again: they go. */
function dropOtherCodeCaches(digests) {
  const dir = codeCacheDir(BUNDLE);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (!digests.some((digest) => basename(name).startsWith(digest)))
      rmSync(join(dir, name), { force: true });
  }
}

/** The newest modification time (ms) of the TypeScript sources under `dirs`. */
function newestSource(dirs) {
  let newest = 0;
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * Builds unless `bundle` is newer than every source it is made of (cli/, src/, fixtures/, lib/): a check of a few
 * hundred file times instead of a build on every start.
 */
export async function buildCliIfStale(bundle = BUNDLE) {
  const root = join(cliDir, '..');
  const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  if (built > newestSource(['cli', 'src', 'fixtures', 'lib'].map((dir) => join(root, dir)))) return bundle;
  await buildCli({ quiet: true });
  return bundle;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await buildCli({ quiet: process.argv.includes('--quiet') });
  } catch (error) {
    console.error(`Could not build the llts bundle: ${error.message}`);
    // `npm install --omit=dev` must not fail over the CLI bundle: the bin explains what is missing.
    process.exitCode = process.argv.includes('--strict') ? 1 : 0;
  }
}
