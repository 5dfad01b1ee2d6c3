import { choosableLocales, LOCALE_NAMES } from '../../platform/i18n/locales';
import { chooseLocale } from '../../platform/react/uiLocale';
import { useMessages, useUiLocale } from '../../ui/uiLocale';
import { shellMessages } from '../messages';

/** A language that could not be fetched: the toasts' code is not the signed-out home's to carry. */
const showFailure = (error: unknown) =>
  import('../../platform/react/toasts').then(({ toastError }) => toastError(error));

/**
 * The footer's language choice: each language by its own name, in its own language (`lang`), the current one
 * pressed. Buttons rather than the kit's listbox, whose code the signed-out home cannot carry. The
 * pseudo-locales only where the demo backend runs (development and tests).
 */
export function LanguageChoice({ withPseudoLocales }: { withPseudoLocales: boolean }) {
  const t = useMessages(shellMessages);
  const current = useUiLocale();
  const locales = choosableLocales(withPseudoLocales);
  return (
    <nav aria-labelledby="footer-language" className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h2 id="footer-language" className="font-semibold text-white">
        {t('shell.footer.language')}
      </h2>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          onClick={() => void chooseLocale(locale).catch(showFailure)}
          className="rounded px-1 underline-offset-2 hover:underline aria-pressed:font-semibold aria-pressed:text-white aria-pressed:underline"
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </nav>
  );
}
