import { describe, expect, it } from 'vitest';
import { humanEscalationSchema } from '../../../../src/platform/validation/humanEscalation';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { validateSync } from '../../../../src/platform/validation/validateSync';

const valid = {
  projectName: 'Brochure',
  sourceLanguageId: 'enu',
  targetLanguageIds: ['fra'],
  reason: 'CLEAN_UP_FORMATTING',
};

describe('humanEscalationSchema', () => {
  it('accepts a valid request', () => {
    expect(validateSync(humanEscalationSchema(), valid)).toEqual({});
  });
  it('requires name, languages and reason', () => {
    expect(validateSync(humanEscalationSchema(), {})).toEqual({
      projectName: MESSAGES.REQUIRED,
      sourceLanguageId: MESSAGES.REQUIRED,
      targetLanguageIds: MESSAGES.REQUIRED,
      reason: MESSAGES.REQUIRED,
    });
    expect(validateSync(humanEscalationSchema(), { ...valid, targetLanguageIds: [] })).toEqual({
      targetLanguageIds: MESSAGES.REQUIRED,
    });
  });
  it('forbids semicolons in the name', () => {
    expect(validateSync(humanEscalationSchema(), { ...valid, projectName: 'a;b' })).toEqual({
      projectName: MESSAGES.PROJECT_NAME_SEMICOLON,
    });
  });
  it('does not require a hidden reason', () => {
    expect(
      validateSync(humanEscalationSchema({ reasonHidden: true }), { ...valid, reason: undefined }),
    ).toEqual({});
    expect(validateSync(humanEscalationSchema({ reasonHidden: true }), { ...valid, reason: '' })).toEqual({});
    expect(
      validateSync(humanEscalationSchema({ reasonHidden: true }), { ...valid, reason: null, notes: null }),
    ).toEqual({});
    expect(validateSync(humanEscalationSchema(), { ...valid, reason: null })).toEqual({
      reason: MESSAGES.REQUIRED,
    });
  });
  it('rejects an unknown reason', () => {
    expect(validateSync(humanEscalationSchema(), { ...valid, reason: 'BORED' })).toEqual({
      reason: MESSAGES.REQUIRED,
    });
  });
  it('requires the other-reason text for OTHER only', () => {
    expect(validateSync(humanEscalationSchema(), { ...valid, reason: 'OTHER', otherReason: '  ' })).toEqual({
      otherReason: MESSAGES.REQUIRED,
    });
    expect(
      validateSync(humanEscalationSchema(), { ...valid, reason: 'OTHER', otherReason: 'Legal review' }),
    ).toEqual({});
    expect(validateSync(humanEscalationSchema(), { ...valid, reason: 'NEED_HUMAN_TRANSLATION' })).toEqual({});
    expect(validateSync(humanEscalationSchema(), { ...valid, otherReason: null })).toEqual({});
    expect(validateSync(humanEscalationSchema(), { ...valid, reason: 'OTHER', otherReason: null })).toEqual({
      otherReason: MESSAGES.REQUIRED,
    });
  });
});
