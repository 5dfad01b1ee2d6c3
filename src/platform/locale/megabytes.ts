// A limit in megabytes inside a message ('60 MB'): up to two decimals, no grouping, as the spec's messages write
// it in English ('1.5'); in another interface language with its decimal mark ('1,5').
import { formattingLocale } from '../i18n/activeLocale';

export function formatMegabytes(megabytes: number): string {
  const rounded = Math.round(megabytes * 100) / 100;
  const locale = formattingLocale();
  return locale === undefined
    ? String(rounded)
    : new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(rounded);
}
