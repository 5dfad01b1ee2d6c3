// Numbers with grouping and a fixed range of decimals, written as Intl.NumberFormat writes them for the
// portal's locales, without building one: the first number format a page or an llts process builds loads
// ICU's number data, a long task on a phone (on the quote page, most of the task that shows the quote) and
// more than everything else `llts quote show` formats.

/** The separators of a locale: en-US and en-GB group with ',' and mark decimals with '.', de-DE the reverse. */
export interface Separators {
  group: string;
  decimal: string;
}

export const EN_SEPARATORS: Separators = { group: ',', decimal: '.' };
export const DE_SEPARATORS: Separators = { group: '.', decimal: ',' };

const BY_LOCALE: Readonly<Record<string, Separators>> = {
  'en-US': EN_SEPARATORS,
  'en-GB': EN_SEPARATORS,
  'de-DE': DE_SEPARATORS,
};

/** The separators of a locale written here; undefined for any other (Intl writes those). */
export const separatorsOf = (locale: string): Separators | undefined =>
  Object.hasOwn(BY_LOCALE, locale) ? BY_LOCALE[locale] : undefined;

export interface DecimalDigits {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
}

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  let carry = 1;
  let out = '';
  for (let index = digits.length - 1; index >= 0; index--) {
    const sum = digits.charCodeAt(index) - 48 + carry;
    carry = sum > 9 ? 1 : 0;
    out = String(sum % 10) + out;
  }
  return carry ? `1${out}` : out;
}

/**
 * The unsigned amount, e.g. 1234.5 → '1,234.50' with two decimals: rounded half away from zero on the
 * number's shortest decimal form, as Intl rounds (1.005 → '1.01', where toFixed gives '1.00'). Undefined
 * for what that form writes with an exponent (beyond 1e21, below 1e-6) or not at all (NaN, Infinity):
 * the caller formats those with Intl. The sign is the caller's (negative()).
 */
export function formatUnsigned(
  value: number,
  { minimumFractionDigits, maximumFractionDigits }: DecimalDigits,
  { group, decimal }: Separators,
): string | undefined {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  let integer = whole;
  let decimals = fraction;
  if (fraction.length > maximumFractionDigits) {
    const kept = whole + fraction.slice(0, maximumFractionDigits);
    const rounded = fraction.charCodeAt(maximumFractionDigits) >= 53 ? increment(kept) : kept;
    integer = rounded.slice(0, rounded.length - maximumFractionDigits);
    decimals = rounded.slice(rounded.length - maximumFractionDigits);
  }
  integer = integer.replace(/^0+(?=\d)/, '');
  decimals = decimals.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, group);
  return decimals ? `${grouped}${decimal}${decimals}` : grouped;
}

/** Whether Intl writes the value with a minus sign: negative numbers, negative zero among them. */
export function negative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}
