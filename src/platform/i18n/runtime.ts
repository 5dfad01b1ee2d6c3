// The message runtime over catalogues compiled when bundled (lib/catalogue-compile.mjs). Each scope (a part of
// the shell, a tool, a part of the platform) declares its English catalogue and how to fetch its other
// languages; a language becomes active once every scope loaded so far has its messages in it, so nothing
// renders half translated. A scope whose code arrives later (a tool's chunk) is readied by the one lazy loader
// (cataloguesReady) before it renders. Fetching and switching (switching.ts) load with the first language
// other than English.
import { SOURCE_LOCALE, type UiLocale } from './locales';
import {
  activateNow,
  state,
  type Catalogue,
  type Compiled,
  type MessageValues,
  type Scope,
  type TranslationLoaders,
} from './scopes';

export type { MessageValues, TranslationLoaders };

export interface MessageScope<Id extends string> {
  /** The message in the active language, falling back to English for one a translation lacks. */
  t(id: Id, values?: MessageValues): string;
  /** Always English: what the CLI and the shared documents (the quote PDF) say. */
  english(id: Id, values?: MessageValues): string;
}

function say(scope: Scope, messages: Compiled | undefined, id: string, values: MessageValues = {}): string {
  const message = messages?.[id] ?? scope.english[id];
  return typeof message === 'function' ? message(values) : (message ?? id);
}

/**
 * Declares a scope's catalogues: its English (statically in its chunk; ids typed from its JSON) and a loader per
 * other language (a chunk per language). Called once per scope, at the top of its messages module. Until its
 * translations are in, English stands in.
 */
export function defineMessages<C extends Catalogue>(
  source: C,
  translations: TranslationLoaders = {},
): MessageScope<keyof C & string> {
  const scope: Scope = {
    english: source as unknown as Compiled,
    translations,
    loaded: new Map(),
    loads: new Map(),
  };
  state.scopes.push(scope);
  return {
    t: (id, values) => say(scope, scope.loaded.get(state.active), id, values),
    english: (id, values) => say(scope, undefined, id, values),
  };
}

/** The language the messages are in now. */
export const activeLocale = (): UiLocale => state.active;

/** Called after every change of the active language. */
export function onLocaleActivated(listener: (locale: UiLocale) => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

const switching = () => import('./switching');

/**
 * Makes `locale` the active language once every scope has its messages (at once for English).
 * Resolves false when a later call overtook it; rejects when a catalogue could not be fetched.
 */
export function activateLocale(locale: UiLocale): Promise<boolean> {
  const turn = ++state.switches;
  state.wanted = locale;
  let run: Promise<boolean>;
  if (locale === SOURCE_LOCALE) {
    activateNow(locale);
    run = Promise.resolve(true);
  } else run = switching().then((code) => code.switchTo(locale, turn));
  state.switching = run.catch(() => undefined);
  return run;
}

/**
 * Every scope's messages in the language active (or being activated), and that language active: the lazy
 * loader waits for this, so a part whose chunk arrives during a switch never renders in the language before.
 */
export function cataloguesReady(): Promise<void> {
  const { wanted } = state;
  return (wanted === SOURCE_LOCALE ? Promise.resolve() : switching().then((code) => code.loadAll(wanted)))
    .then(() => state.switching)
    .then(() => undefined);
}

/**
 * A set of a scope's messages by key, each said in the language active when it is read: for the words that
 * code outside React puts into errors (the error catalogue) or hands to a validation library. Node never
 * switches language: the CLI reads English. `values` fills the placeholders (limits the messages name).
 */
export function activeLabels<Id extends string, K extends string | number>(
  scope: MessageScope<Id>,
  ids: Readonly<Record<K, Id>>,
  values?: MessageValues,
): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(ids) as K[])
    Object.defineProperty(labels, key, { enumerable: true, get: () => scope.t(ids[key], values) });
  return labels;
}

/**
 * A set of a scope's messages in English by key, for code that speaks English whatever the page's language
 * (the CLI and its UI driver, the quote PDF) and for tests that quote the spec's words.
 */
export function englishLabels<Id extends string, K extends string>(
  scope: MessageScope<Id>,
  ids: Readonly<Record<K, Id>>,
  values?: MessageValues,
): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(ids) as K[]) labels[key] = scope.english(ids[key], values);
  return labels;
}
