// Bundles the llts CLI with esbuild: one entry file (node_modules/.cache/llts-cli/llts.mjs:
// commander and the command declarations) and, beside it, chunks for what actions import dynamically (platform flows, msw,
// fixtures, Cognito). From a single file, `llts --help` spent most of its time
// parsing code help never runs; with the split entry it takes little more than node's own start-up. Run by
// `npm install` (prepare), `npm run llts`, and the bin on first use when the bundle is missing.
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
// Under node_modules/.cache: ignored by git and lint, rebuilt by every install, and untouched by the web
// build (which empties dist/).
const OUT_DIR = join(cliDir, '..', 'node_modules', '.cache', 'llts-cli');
/**
 * Gives bundled CommonJS code (commander, moment, amazon-cognito-identity-js) the require() it calls, through
 * esbuild's __require helper. Only the files that say `require` keep it (dropUnusedRequire).
 */
const REQUIRE_BANNER =
  "import { createRequire as __llts_createRequire } from 'node:module'; const require = __llts_createRequire(import.meta.url);";
export const BUNDLE = join(OUT_DIR, 'llts.mjs');
/** The fixture HTTP server, for `npm run fixtures` (cli/bin/fixtures-serve.mjs): the code `llts fixtures serve` runs. */
export const FIXTURE_SERVER_BUNDLE = join(OUT_DIR, 'fixtures-server.mjs');

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
  // the chunks it has yet to import, even while another process (a parallel test file, an install) builds.
  const temp = `${OUT_DIR}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  await esbuild.build({
    // A second entry shares the chunks: `npm run fixtures` starts the same bundled server as `llts fixtures
    // serve` (it bundled fixtures/server.ts at each start and loaded packages file by file, which slowed
    // its first answer).
    entryPoints: {
      llts: join(cliDir, 'main.ts'),
      'fixtures-server': join(cliDir, '..', 'fixtures', 'server.ts'),
    },
    outdir: temp,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    // Error classes are told apart by name (cli/errors.ts); minified class names would hide them.
    keepNames: true,
    legalComments: 'none',
    logLevel: 'error',
    // ESM builds first: a CommonJS package reached through import() becomes a chunk that only exports
    // `default` under code splitting (amazon-cognito-identity-js's named classes went missing).
    mainFields: ['module', 'main'],
    // The scenario UI driver's browser automation: a development dependency, loaded from node_modules only
    // when `--driver ui` runs (bundled, it would add megabytes and a browser protocol to every install).
    external: ['playwright-core'],
    // The portal's message catalogues, compiled as the web build compiles them (the CLI speaks English).
    plugins: [emptyMswCookieStore, lazyCommanderChildProcess, catalogueCompilePlugin()],
    // amazon-cognito-identity-js bundles `buffer`, which reads `global`; CommonJS dependencies call require().
    define: { global: 'globalThis' },
    banner: { js: REQUIRE_BANNER },
  });
  dropUnusedRequire(temp);
  install(temp);
  if (!quiet) console.error(`llts bundle built in ${Math.round(performance.now() - started)} ms: ${BUNDLE}`);
  return BUNDLE;
}

/**
 * esbuild puts the banner in every file, and each of the forty-odd files an `llts` command loads then
 * imported node:module and made a require() at evaluation, though only the one holding esbuild's helper calls
 * it. A file that never says `require` loses the banner.
 */
function dropUnusedRequire(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const text = readFileSync(file, 'utf8');
    const body = text.startsWith(REQUIRE_BANNER)
      ? text.slice(REQUIRE_BANNER.length).replace(/^\n/, '')
      : undefined;
    if (body !== undefined && !/\brequire\b/.test(body)) writeFileSync(file, body);
  }
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
