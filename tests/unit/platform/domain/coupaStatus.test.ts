import { describe, expect, it } from 'vitest';
import { JOB_REQUEST_STATUSES } from '../../../../src/platform/domain/enums';
import { coupaStatusLabel } from '../../../../src/platform/domain/coupaStatus';

describe('coupaStatusLabel', () => {
  it.each([
    ['ANALYZING', 'Analyzing'],
    ['TRANSLATING', 'Translating'],
    ['COMPLETED', 'Completed'],
    ['QUOTE_READY_FOR_CLIENT_REVIEW', 'Quote is ready for review'],
    ['READY_FOR_INTERNAL_REVIEW', 'Processing'],
    ['SCREENING', 'Processing'],
    ['REJECTED_BY_SCREENING', 'Processing'],
    ['SUBMITTING_TO_XTRF', 'Processing'],
  ])('%s → %s for both request types', (status, label) => {
    expect(coupaStatusLabel(status, 'TRANSLATION_REQUEST')).toBe(label);
    expect(coupaStatusLabel(status, 'QUOTE_REQUEST')).toBe(label);
  });

  it('CREATED depends on the request type', () => {
    expect(coupaStatusLabel('CREATED', 'TRANSLATION_REQUEST')).toBe('Translating');
    expect(coupaStatusLabel('CREATED', 'QUOTE_REQUEST')).toBe('Estimating');
  });

  it('SUBMITTED_TO_XTRF depends on the request type', () => {
    expect(coupaStatusLabel('SUBMITTED_TO_XTRF', 'TRANSLATION_REQUEST')).toBe('In translation');
    expect(coupaStatusLabel('SUBMITTED_TO_XTRF', 'QUOTE_REQUEST')).toBe('Estimating');
  });

  it('reads a missing or other request type as a translation request', () => {
    expect(coupaStatusLabel('CREATED', undefined)).toBe('Translating');
    expect(coupaStatusLabel('SUBMITTED_TO_XTRF', 'OTHER_REQUEST')).toBe('In translation');
  });

  it('has chosen labels for the statuses the spec leaves open', () => {
    expect(coupaStatusLabel('ARCHIVED', 'QUOTE_REQUEST')).toBe('Archived');
    expect(coupaStatusLabel('QUOTE_REJECTED', 'QUOTE_REQUEST')).toBe('Quote rejected');
    expect(coupaStatusLabel('QUOTE_ACCEPTED', 'QUOTE_REQUEST')).toBe('Quote accepted');
    expect(coupaStatusLabel('QUOTE_EXPIRED', 'QUOTE_REQUEST')).toBe('Quote expired');
    expect(coupaStatusLabel('CANCELLING', 'QUOTE_REQUEST')).toBe('Cancelling');
    expect(coupaStatusLabel('CANCELLED', 'QUOTE_REQUEST')).toBe('Cancelled');
    expect(coupaStatusLabel('FAILED', 'QUOTE_REQUEST')).toBe('Failed');
  });

  it('labels every known status with a non-empty text', () => {
    for (const status of JOB_REQUEST_STATUSES) expect(coupaStatusLabel(status, 'QUOTE_REQUEST')).not.toBe('');
  });

  it('falls back for unknown statuses, including prototype names', () => {
    expect(coupaStatusLabel('NEW_STATUS', 'QUOTE_REQUEST')).toBe('Unknown status');
    expect(coupaStatusLabel('toString', 'QUOTE_REQUEST')).toBe('Unknown status');
    expect(coupaStatusLabel(null, null)).toBe('Unknown status');
  });
});
