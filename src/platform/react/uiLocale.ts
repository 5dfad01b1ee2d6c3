// The interface language in React: an atom of the platform store that follows the message runtime, hooks that
// re-render a component when it changes, and the choice (remembered for the browser).
import { atom } from 'jotai';
import { initialLocale, rememberLocale } from '../i18n/localeChoice';
import type { UiLocale } from '../i18n/locales';
import { activateLocale, activeLocale, onLocaleActivated, type MessageScope } from '../i18n/runtime';
import { localStore, type KeyValueStorage } from '../storage/storage';
import { platformStore, usePlatformValue } from './platformStore';

/** The active language: set by the runtime once every loaded scope has its messages in it. */
export const uiLocaleAtom = atom<UiLocale>(activeLocale());
onLocaleActivated((locale) => platformStore.set(uiLocaleAtom, locale));

export function useUiLocale(): UiLocale {
  return usePlatformValue(uiLocaleAtom);
}

/** A scope's `t`, re-rendering the component when the language changes. */
export function useMessages<Id extends string>(scope: MessageScope<Id>): MessageScope<Id>['t'] {
  useUiLocale();
  return scope.t;
}

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
