import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../../src/platform/locale/money';
import { formatNumber } from '../../../../src/platform/locale/numbers';
import { formatPages } from '../../../../src/platform/locale/pages';

// Amounts that round, carry, group, sit on a half, or are a double's nearest to a decimal half (1.005).
const AMOUNTS = [
  0,
  -0,
  0.004,
  0.005,
  -0.001,
  -0.005,
  0.1 + 0.2,
  1,
  1.005,
  1.255,
  2.675,
  8.345,
  9.995,
  12,
  999.995,
  1000,
  1234.5,
  -1234.5,
  10 / 3,
  20 / 3,
  99999.999,
  123456789.125,
  1e15 + 0.3,
  1e20,
  1e21,
  1e-7,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
  -Infinity,
];
// A spread of random cents and fractions, the same on every run.
let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
for (let index = 0; index < 300; index++) {
  const scale = 10 ** Math.floor(random() * 9);
  AMOUNTS.push((random() - 0.3) * scale, Math.round(random() * scale * 1000) / 1000);
}

const intl = (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);

describe('numbers written without Intl read as Intl writes them', () => {
  it('money in the three named currencies', () => {
    const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    for (const [currency, locale] of [
      ['USD', 'en-US'],
      ['EUR', 'de-DE'],
      ['GBP', 'en-GB'],
    ] as const) {
      const reference = intl(locale, { style: 'currency', currency, ...two });
      for (const amount of AMOUNTS)
        expect(formatMoney(amount, currency), `${amount}`).toBe(reference.format(amount));
    }
  });
  it('an amount without a valid currency, and pages per language', () => {
    const plain = intl('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const pagesEn = intl('en-US', { maximumFractionDigits: 2 });
    const pagesDe = intl('de-DE', { maximumFractionDigits: 2 });
    for (const amount of AMOUNTS) {
      expect(formatMoney(amount, undefined), `${amount}`).toBe(plain.format(amount));
      expect(formatMoney(amount, 'NOT-A-CODE'), `${amount}`).toBe(`${plain.format(amount)} NOT-A-CODE`);
      expect(formatPages(amount, 'USD'), `${amount}`).toBe(pagesEn.format(amount));
      expect(formatPages(amount, 'GBP'), `${amount}`).toBe(pagesEn.format(amount));
      expect(formatPages(amount, 'EUR'), `${amount}`).toBe(pagesDe.format(amount));
    }
  });
  it('counts and amounts that are not money', () => {
    const whole = intl('en-US', { maximumFractionDigits: 0 });
    const two = intl('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of AMOUNTS) {
      expect(formatNumber(amount), `${amount}`).toBe((Number.isInteger(amount) ? whole : two).format(amount));
      expect(formatNumber(amount, { decimals: 2 }), `${amount}`).toBe(two.format(amount));
    }
  });
});

describe('the quote page builds no number format', () => {
  afterEach(() => vi.restoreAllMocks());

  it('for money in the named currencies, pages per language and counts', async () => {
    // The modules afresh, so a formatter one of them kept from another test cannot hide a new one.
    vi.resetModules();
    const built = vi.spyOn(Intl, 'NumberFormat');
    const money = await import('../../../../src/platform/locale/money');
    const pages = await import('../../../../src/platform/locale/pages');
    const numbers = await import('../../../../src/platform/locale/numbers');
    money.formatMoney(1234.5, 'USD');
    money.formatMoney(1234.5, 'eur');
    money.formatMoney(-0.5, 'GBP');
    pages.formatPages(10 / 3, 'EUR');
    numbers.formatNumber(2705.7);
    expect(built).not.toHaveBeenCalled();
  });
});
