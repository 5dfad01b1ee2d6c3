import { describe, expect, it } from 'vitest';
import { acceptAgreementSchema, rejectReason } from '../../../../src/platform/validation/autoQuoteAnswer';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { validateSync } from '../../../../src/platform/validation/validateSync';

describe('acceptAgreementSchema', () => {
  const text =
    'Please check the box to acknowledge the Terms of Service and Privacy Policy before accepting the quote.';
  it('needs the box ticked', () => {
    expect(validateSync(acceptAgreementSchema, {})).toEqual({ agreement: text });
    expect(validateSync(acceptAgreementSchema, { agreement: false })).toEqual({
      agreement: MESSAGES.ACCEPT_AGREEMENT,
    });
    expect(validateSync(acceptAgreementSchema, { agreement: true })).toEqual({});
    expect(MESSAGES.ACCEPT_AGREEMENT).toBe(text);
  });
});

describe('rejectReason', () => {
  it('trims the reason', () => {
    expect(rejectReason('  too expensive \n')).toBe('too expensive');
  });
  it('omits a blank reason', () => {
    expect(rejectReason('   ')).toBeUndefined();
    expect(rejectReason('')).toBeUndefined();
    expect(rejectReason(null)).toBeUndefined();
    expect(rejectReason(undefined)).toBeUndefined();
  });
});
