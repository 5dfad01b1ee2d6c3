// The portal's message catalogues (src/**/locales): `npm run i18n:extract` lists every message with its comment
// and fails (exit 1, a line per problem) on a translation that lacks a message or has one English no longer
// has, a message no code uses, or a message the code asks for that no catalogue has. `npm run i18n:export --
// <locale> [file.xlf]` writes XLIFF 2.0 for translators; `npm run i18n:import -- <locale> <file.xlf>` writes
// their translations back into the catalogues.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueProblems, readScopes, usageProblems, writeTranslation } from './i18n/catalogues.mjs';
import { fromXliff, toXliff } from './i18n/xliff.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
const quiet = args.includes('--quiet');
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

async function extract() {
  const scopes = readScopes(root);
  if (!quiet)
    for (const scope of scopes) {
      console.log(
        `${scope.name} (${Object.keys(scope.english).length} messages; ${[...scope.translations.keys()].join(', ') || 'English only'})`,
      );
      for (const [id, { message, comment }] of Object.entries(scope.english))
        console.log(`  ${id}: ${message}\n      # ${comment}`);
    }
  const problems = [...catalogueProblems(scopes, root), ...usageProblems(scopes, root)];
  for (const problem of problems) console.error(problem);
  if (problems.length) fail(`${problems.length} problem(s) in the message catalogues.`);
}

async function exportLocale() {
  const [locale, out = `${locale}.xlf`] = args.filter((arg) => !arg.startsWith('--'));
  if (!locale) fail('Usage: npm run i18n:export -- <locale> [file.xlf]');
  writeFileSync(out, await toXliff(readScopes(root), locale));
  console.log(`wrote ${out}`);
}

async function importLocale() {
  const [locale, file] = args;
  if (!locale || !file) fail('Usage: npm run i18n:import -- <locale> <file.xlf>');
  const scopes = readScopes(root);
  const imported = await fromXliff(readFileSync(file, 'utf8'), scopes);
  if (imported.locale && imported.locale !== locale)
    fail(`${file} is for ${imported.locale}, not ${locale}.`);
  for (const scope of scopes) {
    const messages = imported.scopes.get(scope.name);
    if (messages) writeTranslation(scope, locale, { ...scope.translations.get(locale), ...messages });
  }
  console.log(`imported ${file} into the ${locale} catalogues; run npm run i18n:extract to check them`);
}

const commands = { extract, export: exportLocale, import: importLocale };
if (!commands[command])
  fail('Usage: node scripts/i18n.mjs extract | export <locale> [file] | import <locale> <file>');
await commands[command]().catch((error) => fail(error.message));
