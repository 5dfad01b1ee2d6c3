import { describe, expect, it } from 'vitest';
import { formatMoney, moneyLocale } from '../../../../src/platform/locale/money';

// Intl separates amount and symbol with a no-break space in some locales; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('moneyLocale', () => {
  it('maps the three named currencies and defaults to en-US', () => {
    expect(moneyLocale('USD')).toBe('en-US');
    expect(moneyLocale('EUR')).toBe('de-DE');
    expect(moneyLocale('GBP')).toBe('en-GB');
    expect(moneyLocale('JPY')).toBe('en-US');
    expect(moneyLocale('toString')).toBe('en-US');
  });
});

describe('formatMoney', () => {
  it('formats USD in en-US', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
  });
  it('formats EUR in de-DE', () => {
    expect(plain(formatMoney(1234.5, 'EUR'))).toBe('1.234,50 €');
  });
  it('formats GBP in en-GB', () => {
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
  });
  it('uses en-US with two decimals for any other currency', () => {
    expect(plain(formatMoney(1234.5, 'CHF'))).toBe('CHF 1,234.50');
    expect(formatMoney(1000, 'JPY')).toBe('¥1,000.00');
  });
  it('accepts a lower-case code', () => {
    expect(formatMoney(5, 'usd')).toBe('$5.00');
  });
  it('always rounds to two decimals', () => {
    expect(formatMoney(0.1 * 3, 'USD')).toBe('$0.30');
    expect(formatMoney(2.005, 'USD')).toMatch(/^\$2\.0[01]$/);
    expect(formatMoney(-12, 'USD')).toBe('-$12.00');
  });
  it('falls back to a plain amount without a valid currency', () => {
    expect(formatMoney(1234.5, undefined)).toBe('1,234.50');
    expect(formatMoney(1234.5, '')).toBe('1,234.50');
    expect(formatMoney(1234.5, 'NOT-A-CODE')).toBe('1,234.50 NOT-A-CODE');
  });
});
