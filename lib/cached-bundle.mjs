// Runs a CommonJS bundle of cli/build.mjs (the llts bundle, the fixture server's) with a V8 code cache, the one
// way both are loaded. Node 20 keeps no compiled code between runs (module.enableCompileCache came in 22), so
// every command parsed and compiled the code it runs again; with the bytecode of the last run's functions
// deserialized instead, `llts quote show` spends about a tenth less CPU. Only vm.Script takes and gives a code
// cache, and it runs scripts, not ES modules: hence one CommonJS file.
//
// The cache is never trusted blindly: its name carries the bundle's digest (the build writes it on the first
// line), Node's version and V8's cachedDataVersionTag (V8's version, its flags and the CPU's features), so a
// rebuilt bundle or another node finds no cache of its own; V8 also refuses data that does not fit the source
// (cachedDataRejected). Without a usable cache the bundle is compiled from source and, when the command ends,
// the cache is written beside the bundle. Writing is best effort: a read-only folder only means no cache.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cachedDataVersionTag } from 'node:v8';
import { Script } from 'node:vm';

/** The first line of every bundle the build writes: the digest of what follows it. */
export const DIGEST_LINE = /^\/\/ llts-bundle sha256:([0-9a-f]{64})\n/;

/** The folder of a bundle's code caches. */
export const codeCacheDir = (bundle) => join(dirname(bundle), 'code-cache');

/** The cache file for this bundle digest on this node, V8 and CPU. */
export const codeCacheFile = (bundle, digest) =>
  join(codeCacheDir(bundle), `${digest}-${process.version}-${process.arch}-${cachedDataVersionTag()}.bin`);

function readOrUndefined(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeAtomically(file, data) {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch {
    // Read-only, full, or no folder to be made: the next run compiles from source, as without a cache.
    try {
      rmSync(temp, { force: true });
    } catch {
      // There was no temp file to leave behind.
    }
  }
}

/**
 * Runs the bundle and returns its exports. The cache is (re)written when the process exits, so it holds every
 * function this run compiled, not only the top level.
 */
export function runCachedBundle(bundle) {
  // esbuild writes ASCII (its default charset escapes everything else): latin1 is the cheapest exact decoding.
  const source = readFileSync(bundle, 'latin1');
  const digest = DIGEST_LINE.exec(source)?.[1];
  const cacheFile = digest && codeCacheFile(bundle, digest);
  const cachedData = cacheFile && readOrUndefined(cacheFile);
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData,
  });
  if (cacheFile && (!cachedData || script.cachedDataRejected))
    process.once('exit', () => writeAtomically(cacheFile, script.createCachedData()));
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return module.exports;
}
