// The interface language in account settings: the footer's choice, remembered for this browser rather than
// the account (the choice a browser made is what its next visit starts in, signed in or not).
import { choosableLocales, LOCALE_NAMES, type UiLocale } from '../../../platform/i18n/locales';
import { useDemoMode } from '../../../platform/react/demoControls';
import { toastError } from '../../../platform/react/toasts';
import { chooseLocale } from '../../../platform/react/uiLocale';
import { useMessages, useUiLocale } from '../../../ui/uiLocale';
import { Select } from '../../../ui/Select';
import { accountSettingsMessages } from '../messages';

export function LanguageSetting() {
  const t = useMessages(accountSettingsMessages);
  const current = useUiLocale();
  const locales = choosableLocales(useDemoMode());
  return (
    <Select
      className="mt-6"
      label={t('accountSettings.language.label')}
      description={t('accountSettings.language.description')}
      options={locales.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      value={current}
      onChange={(locale) => void chooseLocale(locale as UiLocale).catch(toastError)}
    />
  );
}
