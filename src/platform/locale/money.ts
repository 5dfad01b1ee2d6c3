// Currency amounts with two decimals in the currency's customary locale (spec part 1 §9); in another
// interface language than English, in that language's conventions.
import { formattingLocale } from '../i18n/activeLocale';

const LOCALES: Readonly<Record<string, string>> = { USD: 'en-US', EUR: 'de-DE', GBP: 'en-GB' };

export function moneyLocale(currency: string): string {
  return Object.hasOwn(LOCALES, currency) ? LOCALES[currency] : 'en-US';
}

/**
 * e.g. formatMoney(1234.5, 'USD') → '$1,234.50', 'EUR' → '1.234,50 €', 'GBP' → '£1,234.50'. Any other
 * currency uses en-US. A missing or invalid currency code cannot be formatted as currency, so the
 * amount is shown with two decimals and the code (if any) after it rather than throwing in a render.
 */
// Building a formatter costs far more than using one (lists format hundreds of amounts): keep them.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(code: string, locale: string): Intl.NumberFormat {
  const key = `${locale} ${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(amount: number, currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  const locale = formattingLocale() ?? moneyLocale(code);
  try {
    return currencyFormatter(code, locale).format(amount);
  } catch {
    const plain = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
    return code ? `${plain} ${code}` : plain;
  }
}
