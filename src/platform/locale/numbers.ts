// Counts and amounts that are not money, with the portal's separators (its words are English, US or UK:
// both group with ',' and mark decimals with '.'): whole numbers as they are, others with two decimals.
import { EN_SEPARATORS, formatUnsigned, negative } from './decimals';

const WHOLE = { minimumFractionDigits: 0, maximumFractionDigits: 0 };
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** e.g. 1800 → '1,800', 2705.7 → '2,705.70'; `decimals: 2` always shows two (amounts without a currency). */
export function formatNumber(value: number, options: { decimals?: 2 } = {}): string {
  const digits = options.decimals === 2 || !Number.isInteger(value) ? TWO_DECIMALS : WHOLE;
  const text = formatUnsigned(value, digits, EN_SEPARATORS);
  if (text === undefined) return new Intl.NumberFormat('en-US', digits).format(value);
  return `${negative(value) ? '-' : ''}${text}`;
}
