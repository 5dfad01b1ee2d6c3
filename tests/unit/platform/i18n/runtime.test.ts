import { compileCatalogue } from '../../../../lib/catalogue-compile.mjs';
import { pseudoCatalogue } from '../../../../lib/pseudo-catalogue.mjs';
import {
  initialLocale,
  LOCALE_STORAGE_KEY,
  rememberLocale,
} from '../../../../src/platform/i18n/localeChoice';
import { directionOf, negotiateLanguage } from '../../../../src/platform/i18n/locales';
import { activateLocale, activeLocale, defineMessages } from '../../../../src/platform/i18n/runtime';
import { formatDisplayDate } from '../../../../src/platform/locale/dates';
import { formatMoney } from '../../../../src/platform/locale/money';
import { formatNumber } from '../../../../src/platform/locale/numbers';
import { formatPages } from '../../../../src/platform/locale/pages';
import { createMemoryStorage } from '../../../../src/platform/storage/storage';

const catalogue = (messages: Record<string, string>, locale = 'en') =>
  compileCatalogue(JSON.stringify(messages), 'test', locale);

const englishMessages = {
  'test.files': '{count, plural, one {# file} other {# files}} for {name}',
  'test.only': 'Only in English',
  'test.hello': 'Hello',
};
// What the bundlers make of a scope's locales/en-XA.json and ar-XB.json (lib/catalogue-compile.mjs).
const pseudo = (locale: string) => async () => ({
  default: catalogue(pseudoCatalogue(englishMessages, locale), locale),
});
const scope = defineMessages(catalogue(englishMessages), {
  de: async () => ({
    default: catalogue(
      {
        'test.files': '{count, plural, one {# Datei} other {# Dateien}} für {name}',
        'test.hello': 'Hallo',
      },
      'de',
    ),
  }),
  'en-XA': pseudo('en-XA'),
  'ar-XB': pseudo('ar-XB'),
});

describe('the message runtime', () => {
  it('speaks English until another language is active, with plurals in the message', () => {
    expect(activeLocale()).toBe('en');
    expect(scope.t('test.files', { count: 1, name: 'Ada' })).toBe('1 file for Ada');
    expect(scope.t('test.files', { count: 1800, name: 'Ada' })).toBe('1,800 files for Ada');
  });

  it('switches once the catalogues are in, falling back to English for a message a translation lacks', async () => {
    await activateLocale('de');
    expect(scope.t('test.hello')).toBe('Hallo');
    expect(scope.t('test.files', { count: 2, name: 'Ada' })).toBe('2 Dateien für Ada');
    expect(scope.t('test.only')).toBe('Only in English');
    expect(scope.english('test.hello')).toBe('Hello');
  });

  it('lets the latest choice win when two switches overlap', async () => {
    // A scope whose German is not in yet: the switch to German waits for it.
    defineMessages(catalogue({ 'test.late': 'Late' }), {
      de: async () => ({ default: catalogue({ 'test.late': 'Spät' }) }),
    });
    const first = activateLocale('de');
    const second = activateLocale('en');
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(activeLocale()).toBe('en');
  });

  it('makes the pseudo-locale from English: accented, bracketed, a third longer, placeholders kept', async () => {
    await activateLocale('en-XA');
    const hello = scope.t('test.hello');
    expect(hello).toMatch(/^\[Ĥéĺĺö ~+\]$/);
    const long = scope.t('test.only');
    expect(long.length).toBeGreaterThanOrEqual(Math.round('Only in English'.length * 1.35));
    expect(scope.t('test.files', { count: 3, name: 'Ada' })).toMatch(/^\[3 fíĺéš föŕ Ada ~+\]$/);
    // Its extra length is short words, which wrap on a phone's line as a longer language's do.
    const sentence = pseudoCatalogue(
      { long: 'Review the result before you use it, especially for legal texts.' },
      'en-XA',
    );
    expect(sentence.long).toMatch(/ ~~~~~~ ~~~~~~ ~~~~~~ ~~\]$/);
    await activateLocale('ar-XB');
    expect(scope.t('test.hello')).toMatch(/^\u202e\[Ĥéĺĺö ~+\]\u202c$/);
    expect(directionOf('ar-XB')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });

  it('formats dates, money, pages and counts in German once German is active, in the spec’s formats in English', async () => {
    const when = new Date(2025, 2, 5, 14, 7, 9);
    expect(formatDisplayDate(when)).toBe('Mar 05, 2025 14:07:09');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatPages(3.333, 'USD')).toBe('3.33');
    expect(formatNumber(1800)).toBe('1,800');
    await activateLocale('de');
    expect(formatDisplayDate(when)).toBe('05.03.2025, 14:07:09');
    expect(formatMoney(1234.5, 'USD')).toBe('1.234,50\u00a0$');
    // Pages in the money's locale, so '3,33' and '41,63 $' sit side by side.
    expect(formatPages(3.333, 'USD')).toBe('3,33');
    expect(formatNumber(1800)).toBe('1.800');
  });
});

describe('the interface language of a browser', () => {
  it('follows its languages: an exact language, then the language of a regional tag, else English', () => {
    expect(negotiateLanguage(['de-CH', 'en'])).toBe('de');
    expect(negotiateLanguage(['fr-FR', 'de'])).toBe('de');
    expect(negotiateLanguage(['fr-FR', 'es'])).toBe('en');
    expect(negotiateLanguage([])).toBe('en');
    expect(negotiateLanguage(['en-XA'])).toBe('en');
  });

  it('is the choice remembered in storage before the browser’s languages', () => {
    const storage = createMemoryStorage();
    expect(initialLocale(storage, ['de-DE'])).toBe('de');
    rememberLocale(storage, 'en');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(initialLocale(storage, ['de-DE'])).toBe('en');
    storage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale(storage, ['de-DE'])).toBe('de');
  });
});
