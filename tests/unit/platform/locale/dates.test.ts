import { describe, expect, it } from 'vitest';
import {
  formatDashboardDate,
  formatDateField,
  formatDisplayDate,
  formatDisplayDay,
  parseDateField,
} from '../../../../src/platform/locale/dates';

// Local times, so the expectations hold in any time zone.
const AFTERNOON = new Date(2025, 2, 5, 14, 7, 9);
const MORNING = new Date(2025, 11, 31, 9, 5, 0);

describe('formatDisplayDate', () => {
  it("uses 'MMM DD, YYYY HH:mm:ss'", () => {
    expect(formatDisplayDate(AFTERNOON)).toBe('Mar 05, 2025 14:07:09');
    expect(formatDisplayDate(AFTERNOON.getTime())).toBe('Mar 05, 2025 14:07:09');
    expect(formatDisplayDate('2025-03-05T14:07:09')).toBe('Mar 05, 2025 14:07:09');
  });
  it('formats an ISO instant in local time', () => {
    const iso = '2025-03-05T14:07:09.000Z';
    const local = new Date(iso);
    expect(formatDisplayDate(iso)).toBe(formatDisplayDate(local));
  });
  it('gives an empty text for missing or invalid input', () => {
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('yesterday')).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
  });
  it('reads an epoch number and a text of the same digits each as it is, in either order', () => {
    const epoch = AFTERNOON.getTime();
    expect(formatDisplayDate(String(epoch))).toBe('');
    expect(formatDisplayDate(epoch)).toBe('Mar 05, 2025 14:07:09');
    expect(formatDisplayDate(2025)).toBe(formatDisplayDate(new Date(2025)));
    expect(formatDisplayDate('2025')).toBe('Jan 01, 2025 00:00:00');
  });
});

describe('formatDisplayDay', () => {
  it("is the display format's date part, 'MMM DD, YYYY', also for an ISO day", () => {
    expect(formatDisplayDay(AFTERNOON)).toBe('Mar 05, 2025');
    expect(formatDisplayDay('2026-08-28')).toBe('Aug 28, 2026');
    expect(formatDisplayDay('28/08/2026')).toBe('');
  });
});

describe('formatDateField and parseDateField', () => {
  it("uses 'MM/DD/YYYY'", () => {
    expect(formatDateField(AFTERNOON)).toBe('03/05/2025');
    expect(formatDateField('2025-12-31')).toBe('12/31/2025');
  });
  it('parses strictly to local midnight', () => {
    expect(parseDateField('03/05/2025')).toEqual(new Date(2025, 2, 5));
    expect(parseDateField(' 12/31/2025 ')).toEqual(new Date(2025, 11, 31));
  });
  it('rejects other shapes and impossible dates', () => {
    expect(parseDateField('2025-03-05')).toBeUndefined();
    expect(parseDateField('3/5/2025')).toBeUndefined();
    expect(parseDateField('02/30/2025')).toBeUndefined();
    expect(parseDateField('')).toBeUndefined();
    expect(parseDateField(null)).toBeUndefined();
  });
  it('round-trips', () => {
    expect(formatDateField(parseDateField('07/04/2026'))).toBe('07/04/2026');
  });
});

describe('formatDashboardDate', () => {
  it("uses 'MM-DD-YY h:mm:ss A'", () => {
    expect(formatDashboardDate(AFTERNOON)).toBe('03-05-25 2:07:09 PM');
    expect(formatDashboardDate(MORNING)).toBe('12-31-25 9:05:00 AM');
    expect(formatDashboardDate(undefined)).toBe('');
  });
});
