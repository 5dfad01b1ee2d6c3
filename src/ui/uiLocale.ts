// The interface language in React: hooks that re-render a component when the message runtime has switched
// language. In the UI kit (its own words, its forms' messages) so that everything above it (platform/react,
// widgets, tools, the shell) shares this one subscription.
import { useSyncExternalStore } from 'react';
import type { UiLocale } from '../platform/i18n/locales';
import { activeLocale, onLocaleActivated, type MessageScope } from '../platform/i18n/runtime';

/** The active language: the one every loaded scope has its messages in. */
export function useUiLocale(): UiLocale {
  return useSyncExternalStore(onLocaleActivated, activeLocale, activeLocale);
}

/** A scope's `t`, re-rendering the component when the language changes. */
export function useMessages<Id extends string>(scope: MessageScope<Id>): MessageScope<Id>['t'] {
  useUiLocale();
  return scope.t;
}
