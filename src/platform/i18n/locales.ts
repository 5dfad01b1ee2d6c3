// The portal's interface languages: English (the source, the spec's words), German, and two pseudo-locales
// made from English for development and tests (accented and longer; one of them right-to-left).

export const LANGUAGES = ['en', 'de'] as const;
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;

export type Language = (typeof LANGUAGES)[number];
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];
export type UiLocale = Language | PseudoLocale;

export const SOURCE_LOCALE: UiLocale = 'en';

/** Each language by its own name: a reader who does not read the current one still finds theirs. */
export const LOCALE_NAMES: Readonly<Record<UiLocale, string>> = {
  en: 'English',
  de: 'Deutsch',
  'en-XA': '[Ƥšéûðö]',
  'ar-XB': '[Ƥšéûðö ŘŤĽ]',
};

/** The languages a user may choose: the pseudo-locales too where the demo backend runs (development, tests). */
export const choosableLocales = (withPseudoLocales: boolean): readonly UiLocale[] =>
  withPseudoLocales ? [...LANGUAGES, ...PSEUDO_LOCALES] : LANGUAGES;

export const isUiLocale = (value: unknown): value is UiLocale =>
  typeof value === 'string' && [...LANGUAGES, ...PSEUDO_LOCALES].includes(value as UiLocale);

export const isPseudoLocale = (locale: UiLocale): locale is PseudoLocale =>
  (PSEUDO_LOCALES as readonly string[]).includes(locale);

/** The writing direction of the page in this locale. */
export const directionOf = (locale: UiLocale): 'ltr' | 'rtl' => (locale === 'ar-XB' ? 'rtl' : 'ltr');

/**
 * The shipped language a browser's preferred languages (navigator.languages, what it sends as
 * Accept-Language) ask for first: an exact tag, then its language ('de-CH' is German); English when none
 * matches. Pseudo-locales are never negotiated: only chosen.
 */
export function negotiateLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    const match = LANGUAGES.find((candidate) => candidate === language);
    if (match) return match;
  }
  return 'en';
}
