import { moneyLocale } from './money';

/**
 * Pages per language are often fractional (10 pages over 3 targets): two decimals at most, in the same
 * locale as the money beside them so '3,33' never sits next to '$41.63'. The quote page and `llts quote`
 * print them alike.
 */
export function formatPages(pages: number, currency: string): string {
  return new Intl.NumberFormat(moneyLocale(currency), { maximumFractionDigits: 2 }).format(pages);
}
