import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../src/platform/locale/numbers';

describe('formatNumber', () => {
  it('groups thousands; whole numbers stay whole, others get two decimals', () => {
    expect(formatNumber(1800)).toBe('1,800');
    expect(formatNumber(2705.7)).toBe('2,705.70');
    expect(formatNumber(0.5)).toBe('0.50');
  });
  it('always shows two decimals for amounts', () => {
    expect(formatNumber(1234, { decimals: 2 })).toBe('1,234.00');
  });
});
