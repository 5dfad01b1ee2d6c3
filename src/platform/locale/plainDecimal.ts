// Decimal text as Intl.NumberFormat writes it in the portal's three money locales, without ICU: the first
// number format of a process sets ICU's number data up, which costs more than everything else
// `llts quote show` formats. Like ICU, it rounds the shortest decimal that reads back as the number (what
// String(n) gives, so 1.005 shows as 1.01) half away from zero, groups the whole part by threes and keeps
// the minus sign of a negative value that rounds to zero. Numbers String() writes with an exponent are not
// handled here (undefined): their callers ask Intl.

/** The locales money.ts maps currencies to, with their separators. */
const SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  'en-US': { group: ',', decimal: '.' },
  'en-GB': { group: ',', decimal: '.' },
  'de-DE': { group: '.', decimal: ',' },
};

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String(Number(digits[i]) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}

export interface PlainDecimal {
  negative: boolean;
  /** The absolute value's text, grouped, e.g. '1,234.50' (en-US) or '1.234,50' (de-DE). */
  text: string;
}

/**
 * `value` with `minFraction` to `maxFraction` decimals in `locale`'s separators, or undefined when the
 * locale is not one of the three or the number needs an exponent (not finite, below 1e-6 or from 1e21).
 */
export function plainDecimal(
  value: number,
  locale: string,
  minFraction: number,
  maxFraction: number,
): PlainDecimal | undefined {
  const separators = Object.hasOwn(SEPARATORS, locale) ? SEPARATORS[locale] : undefined;
  const parts = separators && Number.isFinite(value) ? PLAIN.exec(String(Math.abs(value))) : null;
  if (!separators || !parts) return undefined;
  let whole = parts[1]!;
  let fraction = parts[2] ?? '';
  if (fraction.length > maxFraction) {
    const roundUp = fraction[maxFraction]! >= '5';
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const sum = increment(whole + fraction);
      whole = sum.slice(0, sum.length - fraction.length);
      fraction = sum.slice(sum.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, separators.group);
  return {
    negative: value < 0 || Object.is(value, -0),
    text: fraction ? `${grouped}${separators.decimal}${fraction}` : grouped,
  };
}
