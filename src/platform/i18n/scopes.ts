// The scopes declared so far and the language state, shared by the runtime (in the initial chunk) and the code
// that switches to another language (switching.ts, loaded with the first language other than English).
import { setCurrentLocale } from './activeLocale';
import { SOURCE_LOCALE, type UiLocale } from './locales';

/** Values for a message's placeholders: `{name}`, `{count, plural, ...}`, `{n, number}`. */
export type MessageValues = Readonly<Record<string, string | number | Date | undefined>>;

/** A compiled message: its text, or a function of the values of its placeholders. */
type CompiledMessage = string | ((values: MessageValues) => string);
export type Compiled = Readonly<Record<string, CompiledMessage>>;
/** A catalogue as TypeScript reads its JSON (ids typed from it); the bundle hands the code its messages. */
export type Catalogue = Readonly<Record<string, unknown>>;
type CatalogueModule = { default: Catalogue };

export type TranslationLoaders = Readonly<Partial<Record<UiLocale, () => Promise<CatalogueModule>>>>;

export interface Scope {
  english: Compiled;
  translations: TranslationLoaders;
  loaded: Map<UiLocale, Compiled>;
  /** Languages whose messages are on their way. */
  loads: Map<UiLocale, Promise<void>>;
}

export const state = {
  scopes: [] as Scope[],
  /** The language the messages are in now. */
  active: SOURCE_LOCALE as UiLocale,
  /** The language of the latest switch. */
  wanted: SOURCE_LOCALE as UiLocale,
  switches: 0,
  /** The latest switch, settled (whether it won, was overtaken or failed). */
  switching: Promise.resolve() as Promise<unknown>,
  listeners: new Set<(locale: UiLocale) => void>(),
};

export function activateNow(locale: UiLocale): void {
  state.active = locale;
  setCurrentLocale(locale);
  for (const listener of state.listeners) listener(locale);
}
