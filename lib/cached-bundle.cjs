// Runs the CommonJS bundles of cli/build.mjs (the llts entry, the fixture server's, and the chunks they load)
// with a V8 code cache: the one way both are loaded. Node 20 keeps no compiled code between runs for ES
// modules (module.enableCompileCache came in 22), so every command parsed and compiled the code it runs again;
// with the bytecode of the last run's functions deserialized instead, `llts quote show` spends about a tenth
// less CPU. Only vm.Script takes and gives a code cache, and it runs scripts: hence CommonJS files, loaded
// here (a file's require of another file of the bundle comes back here; anything else goes to Node's).
//
// A cache is never trusted blindly: its name carries the file's digest (the build writes it on the first
// line), Node's version and V8's cachedDataVersionTag (V8's version, its flags and the CPU's features), so a
// rebuilt file or another node finds no cache of its own; V8 also refuses data that does not fit the source
// (cachedDataRejected). Without a usable cache a file is compiled from source and, when the process exits,
// its cache is written, holding every function the run compiled. Writing is best effort: a read-only folder
// only means no cache.
//
// CommonJS itself, as the bin that loads it: importing an ES module would start Node's ES module loader
// (cli/bin/llts.cjs says why that matters).
'use strict';
const { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join, resolve } = require('node:path');
const { cachedDataVersionTag } = require('node:v8');
const { Script } = require('node:vm');

/** How the build starts every file: the digest of what follows the line. */
const DIGEST_PREFIX = '// llts-bundle sha256:';
const DIGEST_LINE = /^\/\/ llts-bundle sha256:([0-9a-f]{64})\n/;

/** The folder of the code caches of the bundle whose files are under `root`. */
const codeCacheDir = (root) => join(root, 'code-cache');

/** Files run in this process, by path: a chunk required twice is one module. */
const modules = new Map();
/** Caches to write at exit: [file, script]. */
const unwritten = [];

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

function writeCaches() {
  for (const [file, script] of unwritten.splice(0)) writeAtomically(file, script.createCachedData());
}

function load(file, cacheDir) {
  const known = modules.get(file);
  if (known) return known.exports;
  // esbuild writes ASCII (its default charset escapes everything else): latin1 is the cheapest exact decoding.
  const source = readFileSync(file, 'latin1');
  const digest = DIGEST_LINE.exec(source)?.[1];
  const cacheFile =
    digest && join(cacheDir, `${digest}-${process.version}-${process.arch}-${cachedDataVersionTag()}.bin`);
  const cachedData = cacheFile && readOrUndefined(cacheFile);
  // Strict, as the ES modules the files were made from.
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname) {"use strict";${source}\n})`,
    { filename: file, cachedData },
  );
  if (cacheFile && (!cachedData || script.cachedDataRejected)) {
    if (unwritten.length === 0) process.once('exit', writeCaches);
    unwritten.push([cacheFile, script]);
  }
  const loaded = { exports: {} };
  modules.set(file, loaded);
  const outside = createRequire(file);
  const require = (specifier) =>
    /^\.\.?\//.test(specifier) ? load(resolve(dirname(file), specifier), cacheDir) : outside(specifier);
  script.runInThisContext()(loaded.exports, require, loaded, file, dirname(file));
  return loaded.exports;
}

/** Runs a bundle's entry file (and, as it requires them, its chunks); returns its exports. */
function runCachedBundle(entry) {
  return load(entry, codeCacheDir(dirname(entry)));
}

module.exports = { DIGEST_PREFIX, codeCacheDir, runCachedBundle };
