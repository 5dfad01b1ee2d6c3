// The interface language a browser uses: the one chosen there before (remembered in local storage, so every
// tab and the next visit have it), else the first of the browser's languages the portal speaks.
import type { KeyValueStorage } from '../storage/storage';
import { isUiLocale, negotiateLanguage, type UiLocale } from './locales';

export const LOCALE_STORAGE_KEY = 'llts.locale';

export function rememberLocale(storage: KeyValueStorage, locale: UiLocale): void {
  storage.setItem(LOCALE_STORAGE_KEY, locale);
}

/** The remembered choice, or what the browser's languages (Accept-Language) negotiate. */
export function initialLocale(storage: KeyValueStorage, preferred: readonly string[] | undefined): UiLocale {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  return isUiLocale(stored) ? stored : negotiateLanguage(preferred);
}
