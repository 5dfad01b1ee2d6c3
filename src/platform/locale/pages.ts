import { DE_SEPARATORS, EN_SEPARATORS, formatUnsigned, negative } from './decimals';
import { moneyLocale } from './money';

const AT_MOST_TWO_DECIMALS = { minimumFractionDigits: 0, maximumFractionDigits: 2 };

/**
 * Pages per language are often fractional (10 pages over 3 targets): two decimals at most, in the same
 * locale as the money beside them so '3,33' never sits next to '$41.63'. The quote page and `llts quote`
 * print them alike.
 */
export function formatPages(pages: number, currency: string): string {
  const locale = moneyLocale(currency);
  const digits = formatUnsigned(
    pages,
    AT_MOST_TWO_DECIMALS,
    locale === 'de-DE' ? DE_SEPARATORS : EN_SEPARATORS,
  );
  if (digits === undefined) return new Intl.NumberFormat(locale, AT_MOST_TWO_DECIMALS).format(pages);
  return `${negative(pages) ? '-' : ''}${digits}`;
}
