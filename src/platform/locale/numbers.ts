// Counts and amounts that are not money, with the portal's separators (its words are English, US or UK:
// both group with ',' and mark decimals with '.'): whole numbers as they are, others with two decimals. In
// another interface language than English, with that language's separators.
import { formattingLocale } from '../i18n/activeLocale';
import { EN_SEPARATORS, formatUnsigned, negative } from './decimals';

const WHOLE = { minimumFractionDigits: 0, maximumFractionDigits: 0 };
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

// Building a formatter costs far more than using one: keep them.
const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, locale: string, digits: typeof WHOLE): string {
  const key = `${locale} ${digits.maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, digits)));
  return formatter.format(value);
}

/** e.g. 1800 → '1,800', 2705.7 → '2,705.70'; `decimals: 2` always shows two (amounts without a currency). */
export function formatNumber(value: number, options: { decimals?: 2 } = {}): string {
  const digits = options.decimals === 2 || !Number.isInteger(value) ? TWO_DECIMALS : WHOLE;
  const interfaceLocale = formattingLocale();
  if (interfaceLocale !== undefined) return intlFormat(value, interfaceLocale, digits);
  const text = formatUnsigned(value, digits, EN_SEPARATORS);
  if (text === undefined) return intlFormat(value, 'en-US', digits);
  return `${negative(value) ? '-' : ''}${text}`;
}
