import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/platform/validation/messages';

// Messages that no schema produces: the screens show them after a server or identity-service answer
// (isValid false, a rejected MFA code) or for a definition this build cannot render. They live with the
// other validation texts so every screen and the CLI use the same words.
describe('messages shown by callers', () => {
  it('has the invalid-code messages', () => {
    expect(MESSAGES.INVALID_VERIFICATION_CODE).toBe('The verification code is invalid or has expired');
    expect(MESSAGES.INVALID_MFA_CODE).toBe(
      'Invalid code. Please check your authenticator app and try again.',
    );
  });
  it('has the verbatim unknown custom field type text', () => {
    expect(MESSAGES.UNKNOWN_CUSTOM_FIELD_TYPE).toBe('Unknown custom field type');
  });
  it('has the verbatim old-password and required texts', () => {
    expect(MESSAGES.INVALID_OLD_PASSWORD).toBe('Invalid Old Password value');
    expect(MESSAGES.REQUIRED).toBe('Required');
    expect(MESSAGES.FILES_REQUIRED).toBe('Required. Add at least one file.');
  });
});
