import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import {
  compileRegex,
  containsAny,
  emailSchema,
  forbiddenCharacters,
  isValidEmail,
  mfaCodeSchema,
  passwordSchema,
  projectNameSchema,
  regexWithMessage,
  repeatPasswordSchema,
  verificationCodeSchema,
} from '../../../../src/platform/validation/fieldSchemas';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { validateField, validateSync } from '../../../../src/platform/validation/validateSync';

describe('emailSchema', () => {
  const signUp = emailSchema(MESSAGES.INVALID_EMAIL_ADDRESS);
  const requestForm = emailSchema(MESSAGES.INVALID_EMAIL_FORMAT);
  it('requires a value', () => {
    expect(validateField(signUp, '')).toBe('Required');
    expect(validateField(signUp, '   ')).toBe(MESSAGES.REQUIRED);
    expect(validateField(signUp, undefined)).toBe('Required');
  });
  it("uses the screen's format message", () => {
    expect(validateField(signUp, 'nope')).toBe('Invalid email address');
    expect(validateField(requestForm, 'a@b')).toBe('Invalid email format');
    expect(MESSAGES.INVALID_EMAIL_ADDRESS).toBe('Invalid email address');
    expect(MESSAGES.INVALID_EMAIL_FORMAT).toBe('Invalid email format');
  });
  it.each(['jane.doe@acme.com', "o'neil+tag@mail.example.co.uk", ' padded@acme.io '])(
    'accepts %s',
    (email) => {
      expect(validateField(signUp, email)).toBeUndefined();
    },
  );
  it.each(['a@b', 'a b@c.com', '@acme.com', 'jane@', 'jane@acme.c', 'jane@@acme.com'])(
    'rejects %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('passwordSchema', () => {
  it('requires a value', () => {
    expect(validateField(passwordSchema, '')).toBe(MESSAGES.REQUIRED);
  });
  it('has one message per rule, in order', () => {
    expect(validateField(passwordSchema, 'Ab1')).toBe('Password must be at least 8 characters');
    expect(validateField(passwordSchema, 'Abcdefgh')).toBe('Password must contain at least one digit');
    expect(validateField(passwordSchema, 'abcdefg1')).toBe(
      'Password must contain at least one upper-case letter',
    );
    expect(validateField(passwordSchema, 'ABCDEFG1')).toBe(
      'Password must contain at least one lower-case letter',
    );
    expect(MESSAGES.PASSWORD_MIN_LENGTH).toBe('Password must be at least 8 characters');
    expect(MESSAGES.PASSWORD_DIGIT).toBe('Password must contain at least one digit');
    expect(MESSAGES.PASSWORD_UPPER_CASE).toBe('Password must contain at least one upper-case letter');
    expect(MESSAGES.PASSWORD_LOWER_CASE).toBe('Password must contain at least one lower-case letter');
  });
  it('accepts a password meeting every rule, exactly 8 long', () => {
    expect(validateField(passwordSchema, 'Abcdefg1')).toBeUndefined();
  });
});

describe('repeatPasswordSchema', () => {
  const form = object({ password: string(), repeatPassword: repeatPasswordSchema() });
  it('requires the repeat and must equal the password', () => {
    expect(validateSync(form, { password: 'Abcdefg1', repeatPassword: '' })).toEqual({
      repeatPassword: 'Required',
    });
    expect(validateSync(form, { password: 'Abcdefg1', repeatPassword: 'Abcdefg2' })).toEqual({
      repeatPassword: 'Passwords must match',
    });
    expect(MESSAGES.PASSWORDS_MUST_MATCH).toBe('Passwords must match');
    expect(validateSync(form, { password: 'Abcdefg1', repeatPassword: 'Abcdefg1' })).toEqual({});
  });
  it('takes another reference field and message', () => {
    const change = object({ newPassword: string(), again: repeatPasswordSchema('newPassword', 'nope') });
    expect(validateSync(change, { newPassword: 'a', again: 'b' })).toEqual({ again: 'nope' });
  });
});

describe('forbiddenCharacters', () => {
  it('rejects any of the characters and passes empty values', () => {
    const schema = forbiddenCharacters(';#', 'No!');
    expect(validateField(schema, 'a;b')).toBe('No!');
    expect(validateField(schema, 'a#b')).toBe('No!');
    expect(validateField(schema, 'ab')).toBeUndefined();
    expect(validateField(schema, '')).toBeUndefined();
    expect(validateField(schema, undefined)).toBeUndefined();
    expect(validateField(schema, null)).toBeUndefined();
  });
  it('extends a given base schema', () => {
    const schema = forbiddenCharacters(';', 'No!', string().required(MESSAGES.REQUIRED));
    expect(validateField(schema, '')).toBe('Required');
  });
  it('containsAny', () => {
    expect(containsAny('abc', 'xc')).toBe(true);
    expect(containsAny('abc', '')).toBe(false);
  });
});

describe('regexWithMessage', () => {
  it('uses the custom message', () => {
    expect(validateField(regexWithMessage('^PO-\\d+$', 'Use PO-123'), 'x')).toBe('Use PO-123');
  });
  it("falls back to 'Invalid format'", () => {
    expect(validateField(regexWithMessage(/^\d+$/), 'x')).toBe('Invalid format');
    expect(validateField(regexWithMessage(/^\d+$/, ''), 'x')).toBe(MESSAGES.INVALID_FORMAT);
    expect(MESSAGES.INVALID_FORMAT).toBe('Invalid format');
  });
  it('passes matching and empty values', () => {
    expect(validateField(regexWithMessage(/^\d+$/), '123')).toBeUndefined();
    expect(validateField(regexWithMessage(/^\d+$/), '')).toBeUndefined();
    expect(validateField(regexWithMessage(/^\d+$/), null)).toBeUndefined();
  });
  it('ignores a missing or invalid pattern', () => {
    expect(validateField(regexWithMessage(undefined), 'anything')).toBeUndefined();
    expect(validateField(regexWithMessage('(['), 'anything')).toBeUndefined();
    expect(compileRegex('([')).toBeUndefined();
    expect(compileRegex('a+')).toEqual(/a+/);
  });
});

describe('verificationCodeSchema', () => {
  it('needs exactly 6 characters', () => {
    expect(validateField(verificationCodeSchema, '')).toBe('Required');
    expect(validateField(verificationCodeSchema, '12345')).toBe('The code must be exactly 6 characters');
    expect(validateField(verificationCodeSchema, '1234567')).toBe(MESSAGES.VERIFICATION_CODE_LENGTH);
    expect(validateField(verificationCodeSchema, 'A1B2C3')).toBeUndefined();
    expect(validateField(verificationCodeSchema, ' 123456 ')).toBeUndefined();
  });
});

describe('mfaCodeSchema', () => {
  it('needs six digits', () => {
    expect(validateField(mfaCodeSchema, '')).toBe(MESSAGES.REQUIRED);
    expect(validateField(mfaCodeSchema, '12a456')).toBe('The code must be 6 digits');
    expect(validateField(mfaCodeSchema, '1234567')).toBe(MESSAGES.MFA_CODE_FORMAT);
    expect(validateField(mfaCodeSchema, '123456')).toBeUndefined();
  });
});

describe('projectNameSchema', () => {
  it('is required and forbids semicolons', () => {
    expect(validateField(projectNameSchema, '  ')).toBe('Required');
    expect(validateField(projectNameSchema, 'a;b')).toBe('Semicolons are not allowed in project names');
    expect(MESSAGES.PROJECT_NAME_SEMICOLON).toBe('Semicolons are not allowed in project names');
    expect(validateField(projectNameSchema, 'Brochure, v2 - final')).toBeUndefined();
  });
});
