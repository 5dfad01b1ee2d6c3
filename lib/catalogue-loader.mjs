// Node's module hooks for message catalogues (module.register): a catalogue imported by TypeScript that Node
// runs without a bundler (an e2e spec running the CLI in its own process) loads compiled, as in the bundles
// (catalogue-compile.mjs); a pseudo-locale's catalogue, which has no file, is made from the English beside it.
import { fileURLToPath } from 'node:url';
import { CATALOGUE_FILE, catalogueModule } from './catalogue-compile.mjs';

const isCatalogue = (url) => url.startsWith('file:') && CATALOGUE_FILE.test(fileURLToPath(url));

export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL && CATALOGUE_FILE.test(specifier) && /^\.\.?\//.test(specifier))
    return { url: new URL(specifier, context.parentURL).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!isCatalogue(url)) return nextLoad(url, context);
  return { format: 'module', source: catalogueModule(fileURLToPath(url)), shortCircuit: true };
}
