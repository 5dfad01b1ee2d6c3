// The message runtime over catalogues compiled to functions when bundled (lib/catalogue-compile.mjs). Each
// scope (the shell, a tool, a part of the platform) declares its English catalogue and how to fetch its other
// languages; a language becomes active once every scope loaded so far has its messages in it, so nothing
// renders half translated. A scope whose code arrives later (a tool's chunk) is readied by the one lazy loader
// (cataloguesReady) before it renders.
import { setCurrentLocale } from './activeLocale';
import { SOURCE_LOCALE, type UiLocale } from './locales';

/** Values for a message's placeholders: `{name}`, `{count, plural, ...}`, `{n, number}`. */
export type MessageValues = Readonly<Record<string, string | number | Date | undefined>>;

/** A compiled message: its text, or a function of the values of its placeholders. */
type CompiledMessage = string | ((values: MessageValues) => string);
type Compiled = Readonly<Record<string, CompiledMessage>>;
/** A catalogue as TypeScript reads its JSON (ids typed from it); the bundle hands the code its functions. */
type Catalogue = Readonly<Record<string, unknown>>;
type CatalogueModule = { default: Catalogue };

export interface MessageScope<Id extends string> {
  /** The message in the active language, falling back to English for one a translation lacks. */
  t(id: Id, values?: MessageValues): string;
  /** Always English: what the CLI and the shared documents (the quote PDF) say. */
  english(id: Id, values?: MessageValues): string;
}

/** The catalogue as the bundle hands it over (an uncompiled one shows its raw entries). */
const compiled = (catalogue: Catalogue): Compiled => catalogue as unknown as Compiled;

export type TranslationLoaders = Readonly<Partial<Record<UiLocale, () => Promise<CatalogueModule>>>>;

interface Scope {
  english: Compiled;
  translations: TranslationLoaders;
  loaded: Map<UiLocale, Compiled>;
  /** Languages whose messages are on their way. */
  loads: Map<UiLocale, Promise<void>>;
}

const scopes: Scope[] = [];
let active: UiLocale = SOURCE_LOCALE;
let wanted: UiLocale = SOURCE_LOCALE;
let switches = 0;
/** The latest switch of language, settled (whether it won, was overtaken or failed). */
let switching: Promise<unknown> = Promise.resolve();
const listeners = new Set<(locale: UiLocale) => void>();

function load(scope: Scope, locale: UiLocale): Promise<void> {
  if (locale === SOURCE_LOCALE || scope.loaded.has(locale)) return Promise.resolve();
  let loading = scope.loads.get(locale);
  if (!loading) {
    const loader = scope.translations[locale];
    loading = (loader ? loader() : Promise.resolve({ default: {} })).then(
      (module) => {
        scope.loaded.set(locale, compiled(module.default));
      },
      (error: unknown) => {
        // A failed fetch may be tried again (the lazy loader's Try again, the next switch).
        scope.loads.delete(locale);
        throw error;
      },
    );
    scope.loads.set(locale, loading);
  }
  return loading;
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
  const scope: Scope = { english: compiled(source), translations, loaded: new Map(), loads: new Map() };
  scopes.push(scope);
  return {
    t: (id, values) => say(scope, scope.loaded.get(active), id, values),
    english: (id, values) => say(scope, undefined, id, values),
  };
}

/** The language the messages are in now. */
export const activeLocale = (): UiLocale => active;

/** Called after every change of the active language. */
export function onLocaleActivated(listener: (locale: UiLocale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function activateNow(locale: UiLocale): void {
  active = locale;
  setCurrentLocale(locale);
  for (const listener of listeners) listener(locale);
}

const allReady = (locale: UiLocale) =>
  locale === SOURCE_LOCALE || scopes.every((scope) => scope.loaded.has(locale));

/**
 * Makes `locale` the active language once every scope has its messages (at once when they are in already).
 * Resolves false when a later call overtook it; rejects when a catalogue could not be fetched.
 */
export function activateLocale(locale: UiLocale): Promise<boolean> {
  const turn = ++switches;
  wanted = locale;
  const run = (async () => {
    // Scopes that arrive while the others load are loaded in the next round.
    while (!allReady(locale)) {
      await Promise.all(scopes.map((scope) => load(scope, locale)));
      if (turn !== switches) return false;
    }
    if (turn !== switches) return false;
    activateNow(locale);
    return true;
  })();
  switching = run.catch(() => undefined);
  return run;
}

/**
 * Every scope's messages in the language active (or being activated), and that language active: the lazy
 * loader waits for this, so a part whose chunk arrives during a switch never renders in the language before.
 */
export function cataloguesReady(): Promise<void> {
  return Promise.all(scopes.map((scope) => load(scope, wanted)))
    .then(() => switching)
    .then(() => undefined);
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
