import { describe, expect, it } from 'vitest';
import { requestListKind, requestStatusLabel } from '../../../../src/platform/domain/requestStatusLabel';

describe('requestStatusLabel', () => {
  it('a list of machine translation or media requests only shows the status groups', () => {
    expect(requestListKind(['MT'])).toBe('machineTranslation');
    expect(requestListKind(['MT', 'MEDIAAI'])).toBe('machineTranslation');
    expect(requestStatusLabel({ status: 'CANCELLING' }, 'machineTranslation')).toBe('Failed');
    expect(requestStatusLabel({ status: 'QUOTE_ACCEPTED' }, 'machineTranslation')).toBe('Unknown status');
  });

  it('any other list shows the procurement labels, quote statuses included', () => {
    expect(requestListKind([])).toBe('requests');
    expect(requestListKind(['MT', 'WEBFORM'])).toBe('requests');
    expect(requestStatusLabel({ status: 'QUOTE_READY_FOR_CLIENT_REVIEW' }, 'requests')).toBe(
      'Quote is ready for review',
    );
    expect(requestStatusLabel({ status: 'CREATED', requestType: 'QUOTE_REQUEST' }, 'requests')).toBe(
      'Estimating',
    );
    expect(
      requestStatusLabel({ status: 'SUBMITTED_TO_XTRF', requestType: 'TRANSLATION_REQUEST' }, 'requests'),
    ).toBe('In translation');
    expect(requestStatusLabel({ status: 'SOMETHING_NEW' }, 'requests')).toBe('Unknown status');
  });
});
