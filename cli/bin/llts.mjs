#!/usr/bin/env node
// The `llts` bin: runs the bundle, building it first when it is missing (a checkout whose install did not
// run the prepare script, e.g. npm ci --ignore-scripts).
import { existsSync } from 'node:fs';

const bundle = new URL('../../node_modules/.cache/llts-cli/llts.mjs', import.meta.url);
if (!existsSync(bundle)) {
  try {
    const { buildCli } = await import('../build.mjs');
    await buildCli({ quiet: true });
  } catch (error) {
    console.error(`llts: cannot build the CLI bundle: ${error.message}`);
    process.exit(1);
  }
}
await import(bundle.href);
