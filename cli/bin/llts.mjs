#!/usr/bin/env node
// The `llts` bin: runs the bundle (through its code cache: lib/cached-bundle.mjs), building it first when it is
// missing (a checkout whose install did not run the prepare script, e.g. npm ci --ignore-scripts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCachedBundle } from '../../lib/cached-bundle.mjs';

// The path cli/build.mjs writes to, spelt out: importing the build script would load esbuild's plugins.
const bundle = fileURLToPath(new URL('../../node_modules/.cache/llts-cli/llts.cjs', import.meta.url));
if (!existsSync(bundle)) {
  try {
    const { buildCli } = await import('../build.mjs');
    await buildCli({ quiet: true });
  } catch (error) {
    console.error(`llts: cannot build the CLI bundle: ${error.message}`);
    process.exit(1);
  }
}
runCachedBundle(bundle);
