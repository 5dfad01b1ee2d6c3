import { moneyLocale } from './money';
import { plainDecimal } from './plainDecimal';

/**
 * Pages per language are often fractional (10 pages over 3 targets): two decimals at most, in the same
 * locale as the money beside them so '3,33' never sits next to '$41.63'. The quote page and `llts quote`
 * print them alike.
 */
export function formatPages(pages: number, currency: string): string {
  const locale = moneyLocale(currency);
  const plain = plainDecimal(pages, locale, 0, 2);
  if (plain) return `${plain.negative ? '-' : ''}${plain.text}`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(pages);
}
