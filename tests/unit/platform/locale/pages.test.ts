import { describe, expect, it } from 'vitest';
import { formatPages } from '../../../../src/platform/locale/pages';

describe('pages per language', () => {
  it('shows at most two decimals, in the locale of the money beside them', () => {
    expect(formatPages(10 / 3, 'USD')).toBe('3.33');
    expect(formatPages(10 / 3, 'EUR')).toBe('3,33');
    expect(formatPages(12, 'GBP')).toBe('12');
  });
});
