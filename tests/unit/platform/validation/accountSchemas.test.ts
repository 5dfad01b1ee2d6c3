import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  changePasswordErrorMessage,
  changePasswordSchema,
  signUpPromptSchema,
  signUpUserInfoSchema,
} from '../../../../src/platform/validation/accountSchemas';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { validateSync } from '../../../../src/platform/validation/validateSync';

const validUser = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@acme.com',
  password: 'Secret123',
  repeatPassword: 'Secret123',
  agreement: true,
};

describe('signUpUserInfoSchema', () => {
  it('accepts valid user info', () => {
    expect(validateSync(signUpUserInfoSchema, validUser)).toEqual({});
  });
  it('requires every field including the agreement', () => {
    expect(validateSync(signUpUserInfoSchema, {})).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      password: 'Required',
      repeatPassword: 'Required',
      agreement: 'Required',
    });
    expect(validateSync(signUpUserInfoSchema, { ...validUser, agreement: false })).toEqual({
      agreement: MESSAGES.REQUIRED,
    });
  });
  it("uses 'Invalid email address'", () => {
    expect(validateSync(signUpUserInfoSchema, { ...validUser, email: 'ann@' })).toEqual({
      email: MESSAGES.INVALID_EMAIL_ADDRESS,
    });
  });
  it('applies the password rule and the repeat', () => {
    expect(
      validateSync(signUpUserInfoSchema, {
        ...validUser,
        password: 'secret123',
        repeatPassword: 'secret123',
      }),
    ).toEqual({
      password: MESSAGES.PASSWORD_UPPER_CASE,
    });
    expect(validateSync(signUpUserInfoSchema, { ...validUser, repeatPassword: 'Secret124' })).toEqual({
      repeatPassword: MESSAGES.PASSWORDS_MUST_MATCH,
    });
  });
});

describe('signUpPromptSchema', () => {
  it('needs password, matching repeat and agreement', () => {
    expect(
      validateSync(signUpPromptSchema, { password: 'Secret123', repeatPassword: 'x', agreement: false }),
    ).toEqual({
      repeatPassword: MESSAGES.PASSWORDS_MUST_MATCH,
      agreement: MESSAGES.REQUIRED,
    });
    expect(
      validateSync(signUpPromptSchema, { password: 'short', repeatPassword: 'short', agreement: true }),
    ).toEqual({
      password: MESSAGES.PASSWORD_MIN_LENGTH,
    });
    expect(
      validateSync(signUpPromptSchema, {
        password: 'Secret123',
        repeatPassword: 'Secret123',
        agreement: true,
      }),
    ).toEqual({});
  });
});

describe('addressSchema', () => {
  it('requires line 1, city, zip and country', () => {
    expect(validateSync(addressSchema, {})).toEqual({
      address1: 'Required',
      city: 'Required',
      zipCode: 'Required',
      country: 'Required',
    });
  });
  it('leaves province and line 2 optional and accepts an option object or an id', () => {
    const base = { address1: '1 Main St', city: 'Springfield', zipCode: '12345' };
    expect(validateSync(addressSchema, { ...base, country: { id: 227, name: 'United States' } })).toEqual({});
    expect(validateSync(addressSchema, { ...base, country: 226, province: null, address2: '' })).toEqual({});
    expect(validateSync(addressSchema, { ...base, country: 226, address2: null })).toEqual({});
    expect(validateSync(addressSchema, { ...base, country: null })).toEqual({ country: MESSAGES.REQUIRED });
    expect(validateSync(addressSchema, { ...base, country: { id: '', name: '' } })).toEqual({
      country: MESSAGES.REQUIRED,
    });
  });
});

describe('changePasswordSchema', () => {
  const valid = { oldPassword: 'whatever', newPassword: 'NewSecret1', repeatPassword: 'NewSecret1' };
  it('accepts valid input', () => {
    expect(validateSync(changePasswordSchema, valid)).toEqual({});
  });
  it('requires the old password and applies the shared rule to the new one', () => {
    expect(
      validateSync(changePasswordSchema, {
        ...valid,
        oldPassword: '',
        newPassword: 'NewSecret',
        repeatPassword: 'NewSecret',
      }),
    ).toEqual({
      oldPassword: MESSAGES.REQUIRED,
      newPassword: MESSAGES.PASSWORD_DIGIT,
    });
  });
  it('has its own repeat message', () => {
    expect(validateSync(changePasswordSchema, { ...valid, repeatPassword: 'NewSecret2' })).toEqual({
      repeatPassword: 'Entered value does not match the New Password value',
    });
    expect(MESSAGES.NEW_PASSWORD_MISMATCH).toBe('Entered value does not match the New Password value');
  });
});

describe('changePasswordErrorMessage', () => {
  it('maps NotAuthorizedException to the invalid-old-password message', () => {
    expect(
      changePasswordErrorMessage({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      }),
    ).toBe('Invalid Old Password value');
    expect(changePasswordErrorMessage({ code: 'NotAuthorizedException' })).toBe(
      MESSAGES.INVALID_OLD_PASSWORD,
    );
  });
  it('shows other errors with their own message', () => {
    expect(changePasswordErrorMessage(new Error('Attempt limit exceeded'))).toBe('Attempt limit exceeded');
    expect(changePasswordErrorMessage('plain')).toBe('plain');
    expect(changePasswordErrorMessage(undefined)).toBe('Unexpected error');
  });
});
