// Bundles the llts CLI with esbuild: one entry file (node_modules/.cache/llts-cli/llts.cjs: commander and the
// command declarations) and, beside it, chunks for what actions import dynamically (platform flows, msw,
// fixtures, Cognito). From a single file, `llts --help` spent most of its time parsing code help never runs;
// with the split entry it takes little more than node's own start-up. The files are CommonJS so that
// lib/cached-bundle.cjs can run them with a V8 code cache, which Node 20 has only for scripts (vm.Script),
// never for ES modules: esbuild splits an ES module build, then each file is turned into CommonJS. Run by
// `npm install` (prepare), `npm run llts`, and the bin on first use when the bundle is missing.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { codeCacheDir, DIGEST_PREFIX } from '../lib/cached-bundle.cjs';
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
  // Built beside the old bundle, then moved in file by file (see install): an llts already running keeps
  // the chunks it has yet to load, even while another process (a parallel test file, an install) builds.
  const temp = `${OUT_DIR}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  const result = await esbuild.build({
    // A second entry shares the chunks: `npm run fixtures` starts the same bundled server as `llts fixtures
    // serve` (it bundled fixtures/server.ts at each start and loaded packages file by file, which slowed
    // its first answer).
    entryPoints: {
      llts: join(cliDir, 'main.ts'),
      'fixtures-server': join(cliDir, '..', 'fixtures', 'server.ts'),
    },
    outdir: temp,
    outExtension: { '.js': '.cjs' },
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    // No keepNames: it wraps every function and class in a call that defines its `name` when its module runs,
    // all of it start-up work for every command. Nothing reads a constructor's name: error classes are told
    // apart by the `name` each sets on its instances (cli/errors.ts), commander's errors by their code.
    legalComments: 'none',
    logLevel: 'error',
    // ESM builds first: a CommonJS package reached through import() becomes a chunk that only exports
    // `default` under code splitting (amazon-cognito-identity-js's named classes went missing).
    mainFields: ['module', 'main'],
    // The scenario UI driver's browser automation: a development dependency, loaded from node_modules only
    // when `--driver ui` runs (bundled, it would add megabytes and a browser protocol to every install).
    external: ['playwright-core'],
    // The portal's message catalogues, compiled as the web build compiles them (the CLI speaks English).
    plugins: [emptyMswCookieStore, lazyCommanderChildProcess, noFetchPolyfill, catalogueCompilePlugin()],
    // amazon-cognito-identity-js bundles `buffer`, which reads `global`.
    define: { global: 'globalThis' },
  });
  const digests = [];
  for (const file of result.outputFiles) {
    const { code } = await esbuild.transform(file.text, {
      format: 'cjs',
      target: 'node20',
      // import() of a chunk as require(): lib/cached-bundle.cjs loads the chunks, and a script run through
      // node:vm could hand import() to Node's loader only with an experimental flag.
      supported: { 'dynamic-import': false },
      minify: true,
      legalComments: 'none',
    });
    const digest = createHash('sha256').update(code).digest('hex');
    digests.push(digest);
    mkdirSync(dirname(file.path), { recursive: true });
    // The digest keys the file's code cache (lib/cached-bundle.cjs).
    writeFileSync(file.path, `${DIGEST_PREFIX}${digest}\n${code}`);
  }
  install(temp);
  dropOtherCodeCaches(digests);
  if (!quiet) console.error(`llts bundle built in ${Math.round(performance.now() - started)} ms: ${BUNDLE}`);
  return BUNDLE;
}

/** How long a chunk no build produced any more is kept for a process that may still import it. */
const STALE_CHUNK_MS = 60 * 60 * 1000;

/**
 * Moves a fresh build into OUT_DIR without pulling anything from under a running llts: chunks first (their
 * names carry a hash of their content, so a name already there holds the same code and is kept, unless a
 * change of this script rewrote it after esbuild: then the fresh one replaces it by an atomic rename), then
 * each entry by an atomic rename over the old one. Chunks of earlier builds go once they are an hour old.
 */
function install(temp) {
  const chunks = join(OUT_DIR, 'chunks');
  mkdirSync(chunks, { recursive: true });
  const fresh = new Set(readdirSync(join(temp, 'chunks')));
  const now = new Date();
  for (const name of fresh) {
    const target = join(chunks, name);
    const built = join(temp, 'chunks', name);
    if (existsSync(target) && readFileSync(target).equals(readFileSync(built))) utimesSync(target, now, now);
    else renameSync(built, target);
  }
  for (const entry of readdirSync(temp, { withFileTypes: true })) {
    if (entry.isFile()) renameSync(join(temp, entry.name), join(OUT_DIR, entry.name));
  }
  rmSync(temp, { recursive: true, force: true });
  for (const name of readdirSync(chunks)) {
    const file = join(chunks, name);
    if (!fresh.has(name) && Date.now() - statSync(file).mtimeMs > STALE_CHUNK_MS)
      rmSync(file, { force: true });
  }
}

/** Code caches of files no build writes any more are never read again: they go. */
function dropOtherCodeCaches(digests) {
  const dir = codeCacheDir(OUT_DIR);
  if (!existsSync(dir)) return;
  const current = new Set(digests);
  for (const name of readdirSync(dir)) {
    if (!current.has(name.split('-')[0])) rmSync(join(dir, name), { force: true });
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
