import { formatUnsigned, negative, separatorsOf } from './decimals';
import { amountLocale } from './money';

const AT_MOST_TWO_DECIMALS = { minimumFractionDigits: 0, maximumFractionDigits: 2 };

/**
 * Pages per language are often fractional (10 pages over 3 targets): two decimals at most, in the same
 * locale as the money beside them (amountLocale) so '3,33' never sits next to '$41.63'. The quote page and
 * `llts quote` print them alike.
 */
export function formatPages(pages: number, currency: string): string {
  const locale = amountLocale(currency);
  const separators = separatorsOf(locale);
  const digits = separators && formatUnsigned(pages, AT_MOST_TWO_DECIMALS, separators);
  if (digits === undefined) return new Intl.NumberFormat(locale, AT_MOST_TWO_DECIMALS).format(pages);
  return `${negative(pages) ? '-' : ''}${digits}`;
}
