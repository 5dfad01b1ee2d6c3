// The portal's message catalogues on disk: every `locales/` folder under src/ is a scope, its en.json the source
// (message and translator's comment per id), each other <locale>.json a translation (message per id).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from '@messageformat/parser';
import { compileCatalogue, messageOf } from '../../lib/catalogue-compile.mjs';

export const SOURCE = 'en';

/** @returns {{ dir: string, name: string, english: Record<string, {message: string, comment: string}>, translations: Map<string, Record<string, string>> }[]} */
export function readScopes(root) {
  const scopes = [];
  for (const entry of readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== `${SOURCE}.json`) continue;
    const dir = entry.parentPath ?? entry.path;
    if (!dir.endsWith(`${'/'}locales`) && !dir.endsWith('\\locales')) continue;
    const english = JSON.parse(readFileSync(join(dir, entry.name), 'utf8'));
    const translations = new Map();
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith('.json') && file !== `${SOURCE}.json`)
        translations.set(file.slice(0, -5), JSON.parse(readFileSync(join(dir, file), 'utf8')));
    }
    scopes.push({ dir, name: relative(root, dirname(dir)).split('\\').join('/'), english, translations });
  }
  return scopes.sort((a, b) => a.name.localeCompare(b.name));
}

export function writeTranslation(scope, locale, messages) {
  const ordered = Object.fromEntries(
    Object.keys(scope.english)
      .filter((id) => id in messages)
      .map((id) => [id, messages[id]]),
  );
  writeFileSync(join(scope.dir, `${locale}.json`), `${JSON.stringify(ordered, null, 2)}\n`);
}

/** The names of a message's arguments, sorted (a plural's or select's branch words are not arguments). */
export function argumentsOf(message) {
  const names = new Set();
  const visit = (tokens) => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg);
      for (const branch of token.cases ?? []) visit(branch.tokens);
    }
  };
  try {
    visit(parse(message, { strict: false }));
  } catch {
    // Not valid ICU: the compile check names it.
  }
  return [...names].sort();
}

/** Problems of the catalogues themselves, one line each: missing or stale translations, bad ICU, no comment. */
export function catalogueProblems(scopes, root) {
  const problems = [];
  for (const scope of scopes) {
    const where = (locale) => relative(root, join(scope.dir, `${locale}.json`));
    try {
      compileCatalogue(JSON.stringify(scope.english), where(SOURCE));
    } catch (error) {
      problems.push(error.message);
    }
    for (const [id, entry] of Object.entries(scope.english))
      if (!entry?.comment?.trim()) problems.push(`${where(SOURCE)}: ${id} has no comment for translators`);
    for (const [locale, messages] of scope.translations) {
      try {
        compileCatalogue(JSON.stringify(messages), where(locale));
      } catch (error) {
        problems.push(error.message);
      }
      for (const id of Object.keys(scope.english)) {
        if (!(id in messages)) problems.push(`${where(locale)}: missing ${id}`);
        else if (
          argumentsOf(messageOf(messages[id])).join() !== argumentsOf(scope.english[id].message).join()
        )
          problems.push(`${where(locale)}: ${id} has other placeholders than English`);
      }
      for (const id of Object.keys(messages))
        if (!(id in scope.english)) problems.push(`${where(locale)}: ${id} is not in English any more`);
    }
  }
  return problems;
}

const CODE = /\.(?:tsx?|mjs)$/;
const CALL = /\b(?:t|tp|english)\(\s*'([^']+)'/g;

/** Problems between code and catalogues: an id the code asks for that no catalogue has, an id no code uses. */
export function usageProblems(scopes, root, folders = ['src', 'cli']) {
  const ids = new Map(scopes.flatMap((scope) => Object.keys(scope.english).map((id) => [id, scope])));
  const used = new Set();
  const problems = [];
  for (const folder of folders)
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !CODE.test(entry.name)) continue;
      const file = join(entry.parentPath ?? entry.path, entry.name);
      const source = readFileSync(file, 'utf8');
      for (const [, literal] of source.matchAll(/'([A-Za-z]+\.[\w.]+)'/g))
        if (ids.has(literal)) used.add(literal);
      for (const match of source.matchAll(CALL))
        if (!ids.has(match[1]) && /^[A-Za-z]+\.[\w.]+$/.test(match[1]))
          problems.push(`${relative(root, file)}: no catalogue has the message ${match[1]}`);
    }
  for (const [id, scope] of ids)
    if (!used.has(id))
      problems.push(`${relative(root, join(scope.dir, `${SOURCE}.json`))}: ${id} is used by no code`);
  return problems;
}
