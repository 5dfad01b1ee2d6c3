// Message catalogues (src/**/locales/<locale>.json, ICU MessageFormat) compiled to JavaScript functions when they
// are bundled, the same way for the web build, the dev server, vitest and the llts bundle (messageformat's
// compileModule): the browser runs each message as a function over its values (or has its text, when it has
// no placeholder), with no ICU interpreter, and the translators' comments never ship. The pseudo-locales are compiled from English (pseudo-catalogue.mjs).
//   en.json (the source): { "<id>": { "message": "<ICU>", "comment": "<for translators>" } }
//   <locale>.json:        { "<id>": "<ICU>" }
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';
import { parse } from '@messageformat/parser';
import { PSEUDO_LOCALES, pseudoCatalogue } from './pseudo-catalogue.mjs';
import { bareImports } from './relative-import.mjs';

/** A catalogue file: a locales folder's `<locale>.json` (a pseudo-locale's is made from en.json beside it). */
export const CATALOGUE_FILE = /[\\/]locales[\\/][A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*\.json$/;

/** The message of an entry in either file shape. */
export const messageOf = (entry) => (typeof entry === 'string' ? entry : entry?.message);

/** The messages of a catalogue's JSON by id; a message that is not valid ICU fails with its file and id. */
export function catalogueMessages(text, file = 'catalogue') {
  const messages = {};
  for (const [id, entry] of Object.entries(JSON.parse(text))) {
    const message = messageOf(entry);
    if (typeof message !== 'string') throw new Error(`${file}: ${id} has no message`);
    try {
      parse(message, { strict: false });
    } catch (error) {
      throw new Error(`${file}: ${id} is not valid ICU MessageFormat: ${error.message}`);
    }
    messages[id] = message;
  }
  return messages;
}

/** The language whose plural rules and number formats a catalogue's messages use. */
const pluralLocale = (locale) => (PSEUDO_LOCALES.includes(locale) ? 'en' : locale.split('-')[0]);

/**
 * The catalogue as functions by id, compiled in this process (the extractor's check, tests that declare a
 * catalogue of their own); the bundles get the same functions as a module (catalogueModule).
 */
export function compileCatalogue(text, file = 'catalogue', locale = 'en') {
  const formatter = new MessageFormat(pluralLocale(locale));
  return Object.fromEntries(
    Object.entries(catalogueMessages(text, file)).map(([id, message]) => [id, formatter.compile(message)]),
  );
}

const localeOfFile = (file) => basename(file, '.json');

/** The JSON of a catalogue file; a pseudo-locale's, made from the English beside it. */
function catalogueText(file) {
  const locale = localeOfFile(file);
  if (!PSEUDO_LOCALES.includes(locale)) return readFileSync(file, 'utf8');
  const english = catalogueMessages(readFileSync(join(dirname(file), 'en.json'), 'utf8'), file);
  return JSON.stringify(pseudoCatalogue(english, locale));
}

/** A message with no argument, plural or select: its text as it is. */
function plainText(message) {
  const tokens = parse(message, { strict: false });
  return tokens.every((token) => token.type === 'content')
    ? tokens.map((token) => token.value).join('')
    : null;
}

/**
 * The ES module of a catalogue file: `export default { "<id>": "<text>", "<id>": (d) => ... }`, a message with
 * placeholders as a function of their values, one without as its text.
 */
export function catalogueModule(file) {
  const locale = localeOfFile(file);
  const plain = [];
  const formatted = {};
  for (const [id, message] of Object.entries(catalogueMessages(catalogueText(file), file))) {
    const text = plainText(message);
    if (text === null) formatted[id] = message;
    else plain.push(`  ${JSON.stringify(id)}: ${JSON.stringify(text)},\n`);
  }
  const module = Object.keys(formatted).length
    ? compileModule(new MessageFormat(pluralLocale(locale)), formatted)
    : 'export default {\n}';
  return module.replace(/export default \{\n/, (head) => `${head}${plain.join('')}`);
}

const isPseudoFile = (path) => PSEUDO_LOCALES.includes(localeOfFile(path));

/**
 * The esbuild plugin (web build, dev server, llts bundle, scripts that bundle TypeScript). With the production
 * build's chunk plan (scripts/chunk-plan.mjs), a catalogue loaded lazily also imports what is certainly loaded
 * before it, as every other lazy entry does: its chunk then shares the others' files instead of splitting
 * esbuild's helpers into a file of their own that the initial JS would have to fetch too.
 */
export function catalogueCompilePlugin(plan) {
  return {
    name: 'catalogue-compile',
    setup(build) {
      // A pseudo-locale's catalogue has no file of its own.
      build.onResolve({ filter: CATALOGUE_FILE }, (args) => {
        const path = resolve(args.resolveDir, args.path);
        return isPseudoFile(path) && !existsSync(path) ? { path } : undefined;
      });
      build.onLoad({ filter: CATALOGUE_FILE }, (args) => ({
        contents: `${catalogueModule(args.path)}\n${bareImports(args.path, plan?.importsFor.get(args.path) ?? [])}\n`,
        loader: 'js',
        resolveDir: dirname(args.path),
        watchFiles: isPseudoFile(args.path) ? [join(dirname(args.path), 'en.json')] : undefined,
      }));
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
      if (importer && isPseudoFile(source)) return `\0${resolve(dirname(importer), source)}${suffix}`;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && `\0${resolved.id}${suffix}`;
    },
    load(id) {
      if (!id.startsWith('\0') || !id.endsWith(suffix)) return null;
      return catalogueModule(id.slice(1, -suffix.length));
    },
  };
}
