import { useLocale } from '../../../platform/react/locale';
import type { LocaleVariant } from '../../../platform/locale/localePath';

/** The US/UK variant of the current URL, as the shell reads it. */
export function useVariant(): LocaleVariant {
  return useLocale().variant;
}
