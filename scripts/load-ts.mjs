// Imports a TypeScript module from a Node script (build, dev server, bench) by bundling it in memory:
// Node 20 cannot strip types itself, and this keeps one source of truth for config and personas.
import * as esbuild from 'esbuild';
import { catalogueCompilePlugin } from '../lib/catalogue-compile.mjs';

export async function loadTsModule(file) {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    plugins: [catalogueCompilePlugin()],
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
