// Currency amounts with two decimals in the currency's customary locale (spec part 1 §9).
import { plainDecimal } from './plainDecimal';

const LOCALES: Readonly<Record<string, string>> = { USD: 'en-US', EUR: 'de-DE', GBP: 'en-GB' };

export function moneyLocale(currency: string): string {
  return Object.hasOwn(LOCALES, currency) ? LOCALES[currency] : 'en-US';
}

/** The three currencies as Intl writes them in their locales (the amount part from plainDecimal). */
const PLAIN_CURRENCY: Readonly<Record<string, (amount: string) => string>> = {
  USD: (amount) => `$${amount}`,
  GBP: (amount) => `£${amount}`,
  EUR: (amount) => `${amount}\u00a0€`,
};

/**
 * e.g. formatMoney(1234.5, 'USD') → '$1,234.50', 'EUR' → '1.234,50 €', 'GBP' → '£1,234.50'. Any other
 * currency uses en-US. A missing or invalid currency code cannot be formatted as currency, so the
 * amount is shown with two decimals and the code (if any) after it rather than throwing in a render.
 */
// Building a formatter costs far more than using one (lists format hundreds of amounts): keep them.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(code: string): Intl.NumberFormat {
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(moneyLocale(code), {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(code, formatter);
  }
  return formatter;
}

export function formatMoney(amount: number, currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  const locale = moneyLocale(code);
  const plain = Object.hasOwn(PLAIN_CURRENCY, code) ? plainDecimal(amount, locale, 2, 2) : undefined;
  if (plain) return `${plain.negative ? '-' : ''}${PLAIN_CURRENCY[code]!(plain.text)}`;
  try {
    return currencyFormatter(code).format(amount);
  } catch {
    const text = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
    return code ? `${text} ${code}` : text;
  }
}
