// The interface language in force, for the formatting functions of src/platform/locale (dates, numbers,
// money): a module of its own, so formatting code never loads the message runtime. Written only by the
// runtime (runtime.ts), once a language's catalogues are in.
import type { UiLocale } from './locales';

let current: UiLocale = 'en';

export const currentLocale = (): UiLocale => current;

export function setCurrentLocale(locale: UiLocale): void {
  current = locale;
}

const INTL_LOCALES: Partial<Record<UiLocale, string>> = { de: 'de-DE' };

/**
 * The Intl locale for dates, numbers and money in the chosen language; undefined where the spec's own formats
 * hold (English, US or UK, and the pseudo-locales made from it).
 */
export const formattingLocale = (): string | undefined => INTL_LOCALES[current];
