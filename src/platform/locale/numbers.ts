// Counts and amounts that are not money, with the portal's separators (its words are English, US or UK:
// both group with ',' and mark decimals with '.'): whole numbers as they are, others with two decimals.
const LOCALE = 'en-US';
const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** e.g. 1800 → '1,800', 2705.7 → '2,705.70'; `decimals: 2` always shows two (amounts without a currency). */
export function formatNumber(value: number, options: { decimals?: 2 } = {}): string {
  return (options.decimals === 2 || !Number.isInteger(value) ? twoDecimals : whole).format(value);
}
