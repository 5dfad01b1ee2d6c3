import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_DAY_FORMAT,
  isRush,
  isStaleQuoteStart,
  quoteRowLabel,
  tmsProjectUrl,
  tmsQuoteUrl,
} from '../../../../src/platform/domain/dashboardRules';

const HOUR = 3600_000;
const now = Date.parse('2026-11-23T12:00:00Z');

describe('dashboard rules', () => {
  it('Rush is recognised whatever its case; other rate types are not', () => {
    expect(isRush('Rush')).toBe(true);
    expect(isRush(' RUSH ')).toBe(true);
    expect(isRush('Standard')).toBe(false);
    expect(isRush(undefined)).toBe(false);
  });

  it('a quote start 24 hours or more old is stale; younger, missing or invalid is not', () => {
    expect(isStaleQuoteStart(new Date(now - 24 * HOUR).toISOString(), now)).toBe(true);
    expect(isStaleQuoteStart(new Date(now - 30 * HOUR).toISOString(), now)).toBe(true);
    expect(isStaleQuoteStart(new Date(now - 24 * HOUR + 1000).toISOString(), now)).toBe(false);
    expect(isStaleQuoteStart(null, now)).toBe(false);
    expect(isStaleQuoteStart('yesterday', now)).toBe(false);
  });

  it('deadlines show the date part of the dashboard format', () => {
    expect(DASHBOARD_DAY_FORMAT).toBe('MM-DD-YY');
  });

  it('TMS links: projects by id, quotes by quote id else internal project id', () => {
    expect(tmsProjectUrl('https://tms.example.com/', 101001)).toBe('https://tms.example.com/projects/101001');
    expect(tmsQuoteUrl('https://tms.example.com', { quoteId: 7, internalProjectId: 'Q-1' })).toBe(
      'https://tms.example.com/quotes/7',
    );
    expect(tmsQuoteUrl('https://tms.example.com', { quoteId: null, internalProjectId: 'Q 1' })).toBe(
      'https://tms.example.com/quotes?internalProjectId=Q%201',
    );
    expect(tmsQuoteUrl('https://tms.example.com', {})).toBeUndefined();
    expect(quoteRowLabel({ quoteId: null, internalProjectId: 'Q-1' })).toBe('Q-1');
    expect(quoteRowLabel({ quoteId: 70001 })).toBe('70001');
  });
});
