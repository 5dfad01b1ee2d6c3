import { describe, expect, it } from 'vitest';
import { statusTone } from '../../../../src/platform/domain/statusTone';

describe('statusTone', () => {
  it('follows the machine translation groups in their lists', () => {
    expect(statusTone({ status: 'COMPLETED' }, 'machineTranslation')).toBe('completed');
    expect(statusTone({ status: 'SUBMITTED_TO_XTRF' }, 'machineTranslation')).toBe('withExpert');
    expect(statusTone({ status: 'SUBMITTING_TO_XTRF' }, 'machineTranslation')).toBe('handingOver');
    expect(statusTone({ status: 'CANCELLED' }, 'machineTranslation')).toBe('failed');
    expect(statusTone({ status: 'ARCHIVED' }, 'machineTranslation')).toBe('archived');
    expect(statusTone({ status: 'SCREENING' }, 'machineTranslation')).toBe('inProgress');
    expect(statusTone({ status: 'QUOTE_ACCEPTED' }, 'machineTranslation')).toBe('unknown');
  });

  it('follows the procurement labels in the other lists: every working label is in progress', () => {
    for (const status of [
      'ANALYZING',
      'TRANSLATING',
      'CREATED',
      'SCREENING',
      'SUBMITTING_TO_XTRF',
      'SUBMITTED_TO_XTRF',
    ])
      expect(statusTone({ status, requestType: 'QUOTE_REQUEST' }, 'requests')).toBe('inProgress');
    expect(statusTone({ status: 'QUOTE_READY_FOR_CLIENT_REVIEW' }, 'requests')).toBe('awaitingClient');
    expect(statusTone({ status: 'QUOTE_ACCEPTED' }, 'requests')).toBe('accepted');
    expect(statusTone({ status: 'QUOTE_REJECTED' }, 'requests')).toBe('declined');
    expect(statusTone({ status: 'QUOTE_EXPIRED' }, 'requests')).toBe('expired');
    expect(statusTone({ status: 'toString' }, 'requests')).toBe('unknown');
    expect(statusTone({ status: null }, 'requests')).toBe('unknown');
  });
});
