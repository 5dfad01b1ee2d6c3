// The interface language's start-up and the user's choice (remembered for the browser). The hooks that
// re-render a component when it changes are the UI kit's (src/ui/uiLocale.ts), which everything above it uses.
import { initialLocale, rememberLocale } from '../i18n/localeChoice';
import type { UiLocale } from '../i18n/locales';
import { activateLocale } from '../i18n/runtime';
import { localStore, type KeyValueStorage } from '../storage/storage';

let started: Promise<unknown> = Promise.resolve();

/**
 * The browser's language at start-up (remembered choice, else its languages); resolves when it is active, at
 * once for English. A catalogue that cannot be fetched leaves English.
 */
export function startUiLocale(
  storage: KeyValueStorage,
  preferred: readonly string[] | undefined,
): Promise<unknown> {
  started = activateLocale(initialLocale(storage, preferred)).catch(() => undefined);
  return started;
}

/** What start-up's language still waits for (the first render waits for it, within a limit). */
export const uiLocaleStarted = (): Promise<unknown> => started;

/** The user's choice: remembered for this browser and made active. */
export function chooseLocale(locale: UiLocale, storage: KeyValueStorage = localStore): Promise<boolean> {
  rememberLocale(storage, locale);
  return activateLocale(locale);
}
