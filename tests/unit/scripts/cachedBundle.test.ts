// lib/cached-bundle.cjs, the way the llts bin and the fixture server run their CommonJS bundles: the files of
// a bundle requiring each other, each with a V8 code cache written when a run had none, used as it is when it
// fits, rewritten when V8 refuses it, never a failure. Each run is a process of its own, as the caches are
// written when the process exits.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const library = pathToFileURL(join(process.cwd(), 'lib/cached-bundle.cjs')).href;

/** A bundle as cli/build.mjs writes it: its digest on the first line, then CommonJS. */
function writeBundle(file: string, body: string, { digestLine = true } = {}) {
  const digest = createHash('sha256').update(body).digest('hex');
  writeFileSync(file, digestLine ? `// llts-bundle sha256:${digest}\n${body}` : body);
  return digest;
}

const BODY = [
  'const { join } = require("node:path");',
  'function answer(n) { return n * 6; }',
  'exports.answer = answer(7);',
  'exports.strict = (function () { return this === undefined; })();',
  'exports.file = join(__dirname, "x") === join(__filename, "..", "x");',
  'exports.later = () => Promise.resolve().then(() => typeof require("node:os").tmpdir);',
].join('\n');

function run(bundle: string) {
  const script = `const { runCachedBundle } = await import(${JSON.stringify(library)});
    const m = runCachedBundle(process.argv[1]);
    console.log(JSON.stringify({ answer: m.answer, strict: m.strict, file: m.file, later: await m.later() }));`;
  const result = spawnSync('node', ['--input-type=module', '-e', script, bundle], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Up to three node processes a test: a loaded machine needs more than the unit tests' 30 s.
describe('runCachedBundle', { timeout: 90_000 }, () => {
  let dir: string;
  let bundle: string;
  const cacheDir = () => join(dir, 'code-cache');
  const caches = () => {
    try {
      return readdirSync(cacheDir());
    } catch {
      return [];
    }
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cached-bundle-'));
    bundle = join(dir, 'bundle.cjs');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const expectRan = (result: ReturnType<typeof run>) => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ answer: 42, strict: true, file: true, later: 'function' });
  };

  it('writes the cache on the first run, named by the digest, node and V8; the next run keeps it', () => {
    const digest = writeBundle(bundle, BODY);
    expectRan(run(bundle));
    const [name] = caches();
    expect(caches()).toHaveLength(1);
    expect(name).toMatch(
      new RegExp(`^${digest}-${process.version.replace(/\./g, '\\.')}-${process.arch}-\\d+\\.bin$`),
    );
    const written = statSync(join(cacheDir(), name!)).mtimeMs;
    expectRan(run(bundle));
    expect(statSync(join(cacheDir(), name!)).mtimeMs).toBe(written);
  });

  it('a changed bundle gets a cache of its own', () => {
    writeBundle(bundle, BODY);
    expectRan(run(bundle));
    writeBundle(bundle, `${BODY}\nexports.more = 1;`);
    expectRan(run(bundle));
    expect(caches()).toHaveLength(2);
  });

  it('a cache V8 refuses is not used and is rewritten', () => {
    writeBundle(bundle, BODY);
    expectRan(run(bundle));
    const file = join(cacheDir(), caches()[0]!);
    const garbage = Buffer.alloc(readFileSync(file).length, 7);
    writeFileSync(file, garbage);
    expectRan(run(bundle));
    expect(readFileSync(file).equals(garbage)).toBe(false);
    // The rewritten cache is one V8 takes: the run after leaves it alone.
    const rewritten = statSync(file).mtimeMs;
    expectRan(run(bundle));
    expect(statSync(file).mtimeMs).toBe(rewritten);
  });

  it('runs without a cache where none can be written', () => {
    writeBundle(bundle, BODY);
    // A file where the folder should be: no folder can be made, whoever runs the test (root included).
    writeFileSync(cacheDir(), '');
    expectRan(run(bundle));
    expect(statSync(cacheDir()).isFile()).toBe(true);
  });

  it('runs the files an entry requires once each, strict, with a cache for each', () => {
    mkdirSync(join(dir, 'chunks'));
    writeBundle(join(dir, 'chunks', 'shared.cjs'), 'exports.count = 0; exports.self = this;');
    writeBundle(
      join(dir, 'chunks', 'part.cjs'),
      'const shared = require("./shared.cjs"); shared.count++; exports.answer = 6 * 7;',
    );
    writeBundle(
      bundle,
      [
        BODY,
        'const shared = require("./chunks/shared.cjs");',
        'exports.answer = require("./chunks/part.cjs").answer;',
        'shared.count++;',
        'exports.strict = exports.strict && shared.self === undefined && shared.count === 2;',
      ].join('\n'),
    );
    expectRan(run(bundle));
    expect(caches()).toHaveLength(3);
    expectRan(run(bundle));
    expect(caches()).toHaveLength(3);
  });

  it('a bundle without the digest line runs without a cache', () => {
    writeBundle(bundle, BODY, { digestLine: false });
    expectRan(run(bundle));
    expect(caches()).toEqual([]);
    mkdirSync(cacheDir());
    expectRan(run(bundle));
    expect(caches()).toEqual([]);
  });
});
