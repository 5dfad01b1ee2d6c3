// Message catalogues (src/**/locales/<locale>.json, ICU MessageFormat) compiled when they are bundled, the same
// way for the web build, the dev server, vitest and the llts bundle: the code gets each message as Lingui's
// compiled tokens, so no ICU parser runs in the browser, and the translators' comments never ship.
//   en.json (the source): { "<id>": { "message": "<ICU>", "comment": "<for translators>" } }
//   <locale>.json:        { "<id>": "<ICU>" }
import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalogue file: a locales folder's `<locale>.json`. */
export const CATALOGUE_FILE = /[\\/]locales[\\/][A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*\.json$/;

/** Lingui's run-time compiler, which @lingui/core imports outside production builds: never needed here. */
const RUNTIME_COMPILER = /^@lingui\/message-utils\/compileMessage$/;
const NO_RUNTIME_COMPILER =
  'export function compileMessage() { throw new Error("Message catalogues are compiled when they are bundled."); }';

/** The message of an entry in either file shape. */
export const messageOf = (entry) => (typeof entry === 'string' ? entry : entry?.message);

/**
 * The catalogue as compiled tokens by id; a message that is not valid ICU fails with its file and id. A message
 * always compiles to an array (plain text too), so Lingui never treats it as uncompiled.
 */
export function compileCatalogue(text, file = 'catalogue') {
  const source = JSON.parse(text);
  const compiled = {};
  for (const [id, entry] of Object.entries(source)) {
    const message = messageOf(entry);
    if (typeof message !== 'string') throw new Error(`${file}: ${id} has no message`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: ${id} is not valid ICU MessageFormat: ${error.message}`);
    }
  }
  return compiled;
}

const moduleOf = (file) =>
  `export default ${JSON.stringify(compileCatalogue(readFileSync(file, 'utf8'), file))};`;

/** The esbuild plugin (web build, dev server, llts bundle, scripts that bundle TypeScript). */
export function catalogueCompilePlugin() {
  return {
    name: 'catalogue-compile',
    setup(build) {
      build.onResolve({ filter: RUNTIME_COMPILER }, (args) =>
        /[\\/]@lingui[\\/]core[\\/]/.test(args.importer)
          ? { path: 'lingui-runtime-compiler', namespace: 'catalogue-compile', sideEffects: false }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'catalogue-compile' }, () => ({
        contents: NO_RUNTIME_COMPILER,
        loader: 'js',
      }));
      build.onLoad({ filter: CATALOGUE_FILE }, (args) => ({ contents: moduleOf(args.path), loader: 'js' }));
    },
  };
}

/** The same for vitest (a Vite plugin): a catalogue's import becomes its compiled module. */
export function catalogueCompileVitePlugin() {
  // Not '.json' at the end: Vite's own JSON plugin would parse the compiled module again.
  const suffix = '.compiled-catalogue.js';
  return {
    name: 'catalogue-compile',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!CATALOGUE_FILE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && `\0${resolved.id}${suffix}`;
    },
    load(id) {
      if (!id.startsWith('\0') || !id.endsWith(suffix)) return null;
      return moduleOf(id.slice(1, -suffix.length));
    },
  };
}
