// Money and pages in the three currencies are written without ICU (plainDecimal.ts): the text must be
// Intl's own, character for character, for every kind of amount.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../../src/platform/locale/money';
import { formatPages } from '../../../../src/platform/locale/pages';

const CURRENCIES = { USD: 'en-US', EUR: 'de-DE', GBP: 'en-GB' } as const;

const money = (currency: string) =>
  new Intl.NumberFormat(CURRENCIES[currency as keyof typeof CURRENCIES], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
const pages = (currency: string) =>
  new Intl.NumberFormat(CURRENCIES[currency as keyof typeof CURRENCIES], { maximumFractionDigits: 2 });

/** Ties that the shortest decimal and the binary value round differently, carries, zeros, signs, extremes. */
const EDGES = [
  0,
  -0,
  0.001,
  -0.001,
  0.004,
  0.005,
  -0.005,
  0.015,
  0.125,
  0.285,
  1.005,
  2.005,
  1.045,
  1.255,
  8.345,
  9.995,
  99.995,
  999.995,
  999999.995,
  -999.995,
  12,
  12.5,
  1234.5,
  -1234.5,
  1000,
  100000,
  1234567.891,
  1e-6,
  0.000001,
  1.5e-6,
  123456789012345.67,
  1e20,
  9.999999999999999e20,
  1e21,
  1e-7,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
  -Infinity,
  10 / 3,
  0.1 * 3,
  270,
  22.5,
  810,
];

/** Deterministic amounts of every size with up to five decimals (a small linear congruential sequence). */
function amounts(count: number): number[] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: count }, () => {
    const magnitude = 10 ** Math.floor(next() * 12 - 3);
    const decimals = Math.floor(next() * 6);
    const value = Number((next() * magnitude).toFixed(decimals));
    return next() < 0.2 ? -value : value;
  });
}

describe('money and pages without ICU', () => {
  afterEach(() => vi.restoreAllMocks());

  it("match Intl's text for every currency and kind of amount", () => {
    for (const currency of Object.keys(CURRENCIES)) {
      const [moneyText, pagesText] = [money(currency), pages(currency)];
      for (const amount of [...EDGES, ...amounts(1500)]) {
        expect(formatMoney(amount, currency), `${currency} ${amount}`).toBe(moneyText.format(amount));
        expect(formatPages(amount, currency), `${currency} pages ${amount}`).toBe(pagesText.format(amount));
      }
    }
  });

  it('build no Intl number format for them', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    for (const currency of Object.keys(CURRENCIES)) {
      expect(formatMoney(1234.5, currency)).not.toBe('');
      expect(formatPages(10 / 3, currency)).not.toBe('');
    }
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
