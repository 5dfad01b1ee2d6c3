// The message runtime: Lingui's core over catalogues compiled when bundled (lib/catalogue-compile.mjs). Each
// scope (the shell, a tool, a part of the platform) declares its English catalogue and how to fetch its other
// languages; a language becomes active once every scope loaded so far has its messages in it, so nothing
// renders half translated. A scope whose code arrives later (a tool's chunk) is readied by the one lazy loader
// (cataloguesReady) before it renders.
import { setupI18n, type Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { setCurrentLocale } from './activeLocale';
import { isPseudoLocale, SOURCE_LOCALE, type UiLocale } from './locales';

/** An entry as TypeScript reads a catalogue's JSON; the bundle hands the code its compiled tokens instead. */
type CatalogueEntry = { message: string } | string | CompiledMessage;
type Catalogue = Readonly<Record<string, CatalogueEntry>>;
type CatalogueModule = { default: Catalogue };

/** Values for a message's placeholders: `{name}`, `{count, plural, ...}`, `{when, date}`. */
export type MessageValues = Readonly<Record<string, string | number | Date | undefined>>;

export interface MessageScope<Id extends string> {
  /** The message in the active language, falling back to English for one a translation lacks. */
  t(id: Id, values?: MessageValues): string;
  /** Always English: what the CLI and the shared documents (the quote PDF) say. */
  english(id: Id, values?: MessageValues): string;
}

function compiled(entry: CatalogueEntry, id: string): CompiledMessage {
  if (Array.isArray(entry)) return entry;
  throw new Error(
    `The message ${id} reached the code uncompiled: bundle catalogues with lib/catalogue-compile.mjs.`,
  );
}

function compiledCatalogue(catalogue: Catalogue): Messages {
  return Object.fromEntries(Object.entries(catalogue).map(([id, entry]) => [id, compiled(entry, id)]));
}

/** Intl locales for what a message formats itself (plural rules, `{n, number}`): English's for the pseudo ones. */
const formatLocales = (locale: UiLocale): string[] => (isPseudoLocale(locale) ? ['en-US'] : [locale]);

const i18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });
const english = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

interface Scope {
  messages: Messages;
  translations: TranslationLoaders;
  /** Languages whose messages are in, or on their way. */
  loads: Map<UiLocale, Promise<void>>;
  ready: Set<UiLocale>;
}

export type TranslationLoaders = Readonly<Partial<Record<UiLocale, () => Promise<CatalogueModule>>>>;

const scopes: Scope[] = [];
let active: UiLocale = SOURCE_LOCALE;
let wanted: UiLocale = SOURCE_LOCALE;
let switches = 0;
const listeners = new Set<(locale: UiLocale) => void>();

async function translationsOf(scope: Scope, locale: UiLocale): Promise<Messages> {
  if (isPseudoLocale(locale)) {
    const { pseudoMessages } = await import('./pseudo');
    return pseudoMessages(scope.messages, locale);
  }
  const load = scope.translations[locale];
  return load ? compiledCatalogue((await load()).default) : {};
}

function load(scope: Scope, locale: UiLocale): Promise<void> {
  if (locale === SOURCE_LOCALE || scope.ready.has(locale)) return Promise.resolve();
  let loading = scope.loads.get(locale);
  if (!loading) {
    loading = translationsOf(scope, locale).then(
      (translated) => {
        i18n.load(locale, { ...scope.messages, ...translated });
        scope.ready.add(locale);
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

/**
 * Declares a scope's catalogues: its English (statically in its chunk; ids typed from its JSON) and a loader per
 * other language (a chunk per language). Called once per scope, at the top of its messages module.
 */
export function defineMessages<C extends Catalogue>(
  source: C,
  translations: TranslationLoaders = {},
): MessageScope<keyof C & string> {
  const messages = compiledCatalogue(source);
  const scope: Scope = { messages, translations, loads: new Map(), ready: new Set() };
  scopes.push(scope);
  i18n.load(SOURCE_LOCALE, messages);
  english.load(SOURCE_LOCALE, messages);
  // Arriving while another language is active: English stands in until its translations are in.
  if (active !== SOURCE_LOCALE) i18n.load(active, messages);
  return {
    t: (id, values) => i18n._(id, values),
    english: (id, values) => english._(id, values),
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
  i18n.activate(locale, formatLocales(locale));
  for (const listener of listeners) listener(locale);
}

const allReady = (locale: UiLocale) =>
  locale === SOURCE_LOCALE || scopes.every((scope) => scope.ready.has(locale));

/**
 * Makes `locale` the active language once every scope has its messages (at once when they are in already).
 * Resolves false when a later call overtook it; rejects when a catalogue could not be fetched.
 */
export async function activateLocale(locale: UiLocale): Promise<boolean> {
  const turn = ++switches;
  wanted = locale;
  // Scopes that arrive while the others load are loaded in the next round.
  while (!allReady(locale)) {
    await Promise.all(scopes.map((scope) => load(scope, locale)));
    if (turn !== switches) return false;
  }
  if (turn !== switches) return false;
  activateNow(locale);
  return true;
}

/** Every scope's messages in the language active (or being activated): the lazy loader waits for this. */
export function cataloguesReady(): Promise<void> {
  return Promise.all(scopes.map((scope) => load(scope, wanted))).then(() => undefined);
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
