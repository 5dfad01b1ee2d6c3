// Currency amounts with two decimals in the currency's customary locale (spec part 1 §9); in another
// interface language than English, in that language's conventions.
import { formattingLocale } from '../i18n/activeLocale';
import { DE_SEPARATORS, EN_SEPARATORS, formatUnsigned, negative } from './decimals';

const LOCALES: Readonly<Record<string, string>> = { USD: 'en-US', EUR: 'de-DE', GBP: 'en-GB' };

export function moneyLocale(currency: string): string {
  return Object.hasOwn(LOCALES, currency) ? LOCALES[currency] : 'en-US';
}

/** The locale amounts in `currency` are written in: the interface language's, else the currency's own. */
export function amountLocale(currency: string): string {
  return formattingLocale() ?? moneyLocale(currency);
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * The three named currencies as Intl writes them in their locales ('$1,234.50', '1.234,50 €' with a no-break
 * space, '£1,234.50'), written out (decimals.ts says why); undefined for an amount it leaves to Intl.
 */
function namedCurrency(amount: number, code: string): string | undefined {
  const separators = code === 'EUR' ? DE_SEPARATORS : EN_SEPARATORS;
  const digits = formatUnsigned(amount, TWO_DECIMALS, separators);
  if (digits === undefined) return undefined;
  const sign = negative(amount) ? '-' : '';
  if (code === 'USD') return `${sign}$${digits}`;
  if (code === 'GBP') return `${sign}£${digits}`;
  return `${sign}${digits}\u00a0€`;
}

// Building a formatter costs far more than using one (lists format hundreds of amounts): keep them.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(code: string, locale: string): Intl.NumberFormat {
  const key = `${locale} ${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...TWO_DECIMALS });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * e.g. formatMoney(1234.5, 'USD') → '$1,234.50', 'EUR' → '1.234,50 €', 'GBP' → '£1,234.50'. Any other
 * currency uses en-US. A missing or invalid currency code cannot be formatted as currency, so the
 * amount is shown with two decimals and the code (if any) after it rather than throwing in a render.
 */
export function formatMoney(amount: number, currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  const interfaceLocale = formattingLocale();
  if (interfaceLocale === undefined && Object.hasOwn(LOCALES, code)) {
    const named = namedCurrency(amount, code);
    if (named !== undefined) return named;
  }
  const locale = interfaceLocale ?? moneyLocale(code);
  // Intl refuses a code that is not three letters (a missing one among them).
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      return currencyFormatter(code, locale).format(amount);
    } catch {
      // An amount without its currency, below.
    }
  }
  const plain =
    (interfaceLocale === undefined ? formatUnsigned(amount, TWO_DECIMALS, EN_SEPARATORS) : undefined) ??
    new Intl.NumberFormat(locale, TWO_DECIMALS).format(Math.abs(amount));
  const signed = `${negative(amount) ? '-' : ''}${plain}`;
  return code ? `${signed} ${code}` : signed;
}
