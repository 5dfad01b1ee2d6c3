import { join } from 'node:path';
import { readScopes, type Scope } from '../../../scripts/i18n/catalogues.mjs';
import { icuParts } from '../../../scripts/i18n/icuParts.mjs';
import { fromXliff, toXliff } from '../../../scripts/i18n/xliff.mjs';

const root = join(import.meta.dirname, '../../..');
const scopes = readScopes(root);
const locales = [...new Set(scopes.flatMap((scope) => [...scope.translations.keys()]))];

/** The scopes with English as their translation too: the source side of the round trip. */
const englishAsTarget = (all: Scope[]): Scope[] =>
  all.map((scope) => ({
    ...scope,
    translations: new Map([
      ['en', Object.fromEntries(Object.entries(scope.english).map(([id, { message }]) => [id, message]))],
    ]),
  }));

describe('catalogues through XLIFF 2.0', () => {
  it.each(locales)('brings every %s catalogue back unchanged', async (locale) => {
    const xml = await toXliff(scopes, locale);
    expect(xml).toContain('urn:oasis:names:tc:xliff:document:2.0');
    const back = await fromXliff(xml, scopes);
    expect(back.locale).toBe(locale);
    for (const scope of scopes) expect(back.scopes.get(scope.name)).toEqual(scope.translations.get(locale));
  });

  it('brings every English message back unchanged, with its comment as the unit’s note', async () => {
    const english = englishAsTarget(scopes);
    const xml = await toXliff(english, 'en');
    expect(xml).toContain('<note>Heading of the quote page and the quote PDF.</note>');
    const back = await fromXliff(xml, english);
    for (const scope of english) expect(back.scopes.get(scope.name)).toEqual(scope.translations.get('en'));
  });

  it('sends ICU syntax as placeholders, the words of plural and select branches as text', async () => {
    expect(icuParts('{n, plural, one {# file of {who}} other {# files}} left')).toEqual([
      { code: '{n, plural, one {#' },
      { text: ' file of ' },
      { code: '{who}} other {#' },
      { text: ' files' },
      { code: '}}' },
      { text: ' left' },
    ]);
    const xml = await toXliff(scopes, 'de');
    expect(xml).toMatch(
      /<ph id="1" equiv="\{variant, select, UK \{" disp="\{variant, select, UK \{"\/>das Recht/,
    );
  });

  it('refuses a translation that lost a placeholder', async () => {
    const xml = (await toXliff(scopes, 'de')).replace(
      /(<unit id="shell.footer.copyright">.*?<target>)(.*?)(<\/target>)/,
      '$1© Firma$3',
    );
    await expect(fromXliff(xml, scopes)).rejects.toThrow(
      'src/shell: shell.footer.copyright lost {company}, {year}',
    );
  });
});
