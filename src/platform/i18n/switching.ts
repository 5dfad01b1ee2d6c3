// Switching to a language other than English: its catalogues fetched for every scope, then made active. A chunk
// of its own, loaded with the first such language: an English page never needs it.
import { SOURCE_LOCALE, type UiLocale } from './locales';
import { activateNow, state, type Compiled, type Scope } from './scopes';

function load(scope: Scope, locale: UiLocale): Promise<void> {
  if (locale === SOURCE_LOCALE || scope.loaded.has(locale)) return Promise.resolve();
  let loading = scope.loads.get(locale);
  if (!loading) {
    const loader = scope.translations[locale];
    loading = (loader ? loader() : Promise.resolve({ default: {} })).then(
      (module) => {
        scope.loaded.set(locale, module.default as unknown as Compiled);
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

/** Every scope declared so far has its messages in `locale`. */
export const loadAll = (locale: UiLocale): Promise<unknown> =>
  Promise.all(state.scopes.map((scope) => load(scope, locale)));

const allReady = (locale: UiLocale) => state.scopes.every((scope) => scope.loaded.has(locale));

/** Switch number `turn` to `locale`: false when a later switch overtook it. */
export async function switchTo(locale: UiLocale, turn: number): Promise<boolean> {
  // Scopes that arrive while the others load are loaded in the next round.
  while (!allReady(locale)) {
    await loadAll(locale);
    if (turn !== state.switches) return false;
  }
  if (turn !== state.switches) return false;
  activateNow(locale);
  return true;
}
