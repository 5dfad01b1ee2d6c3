import { describe, expect, it } from 'vitest';
import {
  autoQuoteState,
  costPerLanguage,
  isAutoQuoteAnswerable,
  isAutoQuoteExpired,
  pagesPerLanguage,
} from '../../../../src/platform/domain/autoQuote';
import { compareNames, sortByName } from '../../../../src/platform/domain/names';

const NOW = Date.parse('2025-06-15T12:00:00Z');
const ready = (autoQuote: { acceptanceStatus?: string | null; acceptanceDeadline?: string | null } = {}) => ({
  status: 'QUOTE_READY_FOR_CLIENT_REVIEW',
  autoQuote,
});

describe('isAutoQuoteAnswerable', () => {
  it('is answerable when ready for review without an answer', () => {
    expect(isAutoQuoteAnswerable(ready())).toBe(true);
    expect(isAutoQuoteAnswerable(ready({ acceptanceStatus: null }))).toBe(true);
    expect(isAutoQuoteAnswerable({ status: 'QUOTE_READY_FOR_CLIENT_REVIEW' })).toBe(true);
  });
  it('is not answerable once answered or in another status', () => {
    expect(isAutoQuoteAnswerable(ready({ acceptanceStatus: 'ACCEPTED' }))).toBe(false);
    expect(isAutoQuoteAnswerable(ready({ acceptanceStatus: 'REJECTED' }))).toBe(false);
    expect(isAutoQuoteAnswerable({ status: 'ANALYZING', autoQuote: {} })).toBe(false);
  });
});

describe('isAutoQuoteExpired', () => {
  it('is expired by status', () => {
    expect(isAutoQuoteExpired({ status: 'QUOTE_EXPIRED' }, NOW)).toBe(true);
  });
  it('is expired once the deadline lies before now (Date or ms)', () => {
    const q = ready({ acceptanceDeadline: '2025-06-15T11:59:59Z' });
    expect(isAutoQuoteExpired(q, NOW)).toBe(true);
    expect(isAutoQuoteExpired(q, new Date(NOW))).toBe(true);
  });
  it('is not expired at or before the deadline', () => {
    expect(isAutoQuoteExpired(ready({ acceptanceDeadline: '2025-06-15T12:00:00Z' }), NOW)).toBe(false);
    expect(isAutoQuoteExpired(ready({ acceptanceDeadline: '2025-07-15T00:00:00Z' }), NOW)).toBe(false);
  });
  it('ignores a missing or unparsable deadline', () => {
    expect(isAutoQuoteExpired(ready({ acceptanceDeadline: null }), NOW)).toBe(false);
    expect(isAutoQuoteExpired(ready({ acceptanceDeadline: 'soon' }), NOW)).toBe(false);
    expect(isAutoQuoteExpired({ status: 'QUOTE_READY_FOR_CLIENT_REVIEW', autoQuote: null }, NOW)).toBe(false);
  });
});

describe('autoQuoteState', () => {
  it('expired wins over an answer', () => {
    expect(
      autoQuoteState({ status: 'QUOTE_EXPIRED', autoQuote: { acceptanceStatus: 'ACCEPTED' } }, NOW),
    ).toBe('expired');
    expect(autoQuoteState(ready({ acceptanceDeadline: '2025-01-01T00:00:00Z' }), NOW)).toBe('expired');
  });
  it('reports accepted and rejected answers', () => {
    expect(
      autoQuoteState({ status: 'QUOTE_ACCEPTED', autoQuote: { acceptanceStatus: 'ACCEPTED' } }, NOW),
    ).toBe('accepted');
    expect(
      autoQuoteState({ status: 'QUOTE_REJECTED', autoQuote: { acceptanceStatus: 'REJECTED' } }, NOW),
    ).toBe('rejected');
  });
  it('answerable while ready for review', () => {
    expect(autoQuoteState(ready({ acceptanceDeadline: '2025-07-01T00:00:00Z' }), NOW)).toBe('answerable');
  });
  it('pending otherwise', () => {
    expect(autoQuoteState({ status: 'ANALYZING' }, NOW)).toBe('pending');
  });
});

describe('pages and cost per language', () => {
  it('divides the pages by the number of targets', () => {
    expect(pagesPerLanguage(12, 3)).toBe(4);
    expect(pagesPerLanguage(10, 4)).toBe(2.5);
  });
  it('gives 0 without targets or with a non-finite total', () => {
    expect(pagesPerLanguage(10, 0)).toBe(0);
    expect(pagesPerLanguage(10, -1)).toBe(0);
    expect(pagesPerLanguage(Number.NaN, 2)).toBe(0);
  });
  it('multiplies price per page by pages', () => {
    expect(costPerLanguage(25, 4)).toBe(100);
    expect(costPerLanguage(19.5, 2.5)).toBeCloseTo(48.75);
    expect(costPerLanguage(Number.NaN, 2)).toBe(0);
  });
});

describe('sortByName', () => {
  it('sorts a copy case-insensitively', () => {
    const input = [{ name: 'spanish' }, { name: 'French' }, { name: 'German' }, { name: 'arabic' }];
    expect(sortByName(input).map((l) => l.name)).toEqual(['arabic', 'French', 'German', 'spanish']);
    expect(input[0].name).toBe('spanish');
  });
  it('puts missing names first', () => {
    expect(sortByName([{ name: 'B' }, { name: null }, {}]).map((l) => l.name ?? '')).toEqual(['', '', 'B']);
  });
  it('compares names as English readers order them, accents and case not deciding', () => {
    expect(['Zeta', 'émile', 'Ecole', 'alpha'].sort(compareNames)).toEqual([
      'alpha',
      'Ecole',
      'émile',
      'Zeta',
    ]);
    expect(compareNames('Acme', 'ACME')).toBe(0);
  });
});
