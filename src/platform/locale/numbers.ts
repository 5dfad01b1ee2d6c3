// Counts and amounts that are not money, with the portal's separators (its words are English, US or UK:
// both group with ',' and mark decimals with '.'): whole numbers as they are, others with two decimals. In
// another interface language than English, with that language's separators.
import { formattingLocale } from '../i18n/activeLocale';

const formatters = new Map<string, { whole: Intl.NumberFormat; twoDecimals: Intl.NumberFormat }>();

function formattersFor(locale: string) {
  let pair = formatters.get(locale);
  if (!pair)
    formatters.set(
      locale,
      (pair = {
        whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
        twoDecimals: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      }),
    );
  return pair;
}

/** e.g. 1800 → '1,800', 2705.7 → '2,705.70'; `decimals: 2` always shows two (amounts without a currency). */
export function formatNumber(value: number, options: { decimals?: 2 } = {}): string {
  const { whole, twoDecimals } = formattersFor(formattingLocale() ?? 'en-US');
  return (options.decimals === 2 || !Number.isInteger(value) ? twoDecimals : whole).format(value);
}
