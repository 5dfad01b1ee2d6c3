import { describe, expect, it } from 'vitest';
import { autoQuoteEstimate } from '../../../../src/platform/domain/autoQuoteEstimate';

const base = {
  sourceLanguage: { name: 'English' },
  targetLanguages: [{ name: 'spanish' }, { name: 'German' }, { name: 'French' }],
  autoQuote: { pricePerPage: 12.5, price: 125, currency: 'USD', totalPages: 10 },
};

describe('autoQuoteEstimate', () => {
  it('sorts targets by name and gives each totalPages ÷ targets pages at pricePerPage', () => {
    const estimate = autoQuoteEstimate(base);
    expect(estimate.targets.map((t) => t.name)).toEqual(['French', 'German', 'spanish']);
    for (const target of estimate.targets) {
      expect(target.pages).toBeCloseTo(10 / 3, 10);
      expect(target.cost).toBeCloseTo(12.5 * (10 / 3), 10);
    }
    expect(estimate).toMatchObject({
      sourceLanguage: 'English',
      pricePerPage: 12.5,
      totalPages: 10,
      currency: 'USD',
    });
  });

  it('uses the quote’s own price as the total, even when it differs from the sum', () => {
    expect(autoQuoteEstimate({ ...base, autoQuote: { ...base.autoQuote, price: 150 } }).total).toBe(150);
  });

  it('sums the per-language costs when the quote carries no price', () => {
    const estimate = autoQuoteEstimate({ ...base, autoQuote: { ...base.autoQuote, price: null } });
    expect(estimate.total).toBeCloseTo(125, 10);
  });

  it('copes with no targets and missing numbers', () => {
    const estimate = autoQuoteEstimate({ sourceLanguage: null, targetLanguages: [], autoQuote: null });
    expect(estimate).toEqual({
      sourceLanguage: '',
      targets: [],
      pricePerPage: 0,
      totalPages: 0,
      total: 0,
      currency: '',
    });
  });

  it('does not reorder the input', () => {
    const input = { ...base, targetLanguages: [...base.targetLanguages] };
    autoQuoteEstimate(input);
    expect(input.targetLanguages.map((t) => t.name)).toEqual(['spanish', 'German', 'French']);
  });
});
