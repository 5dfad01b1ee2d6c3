#!/usr/bin/env node
// The `llts` bin: runs the bundle (through its code cache: lib/cached-bundle.cjs), building it first when it is
// missing (a checkout whose install did not run the prepare script, e.g. npm ci --ignore-scripts).
// CommonJS, not an ES module: an ES module entry starts Node's ES module loader on every command (`llts --help`
// and `llts quote show` alike), a cost `npm run bench` shows in its start-up figures; the bundle is CommonJS too.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { runCachedBundle } = require('../../lib/cached-bundle.cjs');

// The path cli/build.mjs writes to, spelt out: importing the build script would load esbuild's plugins.
const bundle = join(__dirname, '../../node_modules/.cache/llts-cli/llts.cjs');
if (existsSync(bundle)) {
  runCachedBundle(bundle);
} else {
  import('../build.mjs')
    .then(({ buildCli }) => buildCli({ quiet: true }))
    .then(
      () => runCachedBundle(bundle),
      (error) => {
        console.error(`llts: cannot build the CLI bundle: ${error.message}`);
        process.exit(1);
      },
    );
}
