import { describe, expect, it } from 'vitest';
import {
  emailDomainOf,
  includesSource,
  isEmailDomainAllowed,
  requestEmailSchema,
  targetLanguagesError,
  textInputError,
} from '../../../../src/platform/validation/requestForm';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { validateField } from '../../../../src/platform/validation/validateSync';

describe('e-mail domain', () => {
  it('reads the lower-case domain', () => {
    expect(emailDomainOf(' Ann@ACME.com ')).toBe('acme.com');
    expect(emailDomainOf('no-at')).toBe('');
    expect(emailDomainOf(undefined)).toBe('');
  });
  it('checks allowed domains case-insensitively, with or without @', () => {
    expect(isEmailDomainAllowed('ann@Acme.com', ['acme.com'])).toBe(true);
    expect(isEmailDomainAllowed('ann@acme.com', ['@ACME.COM'])).toBe(true);
    expect(isEmailDomainAllowed('ann@evil.com', ['acme.com'])).toBe(false);
    expect(isEmailDomainAllowed('ann@sub.acme.com', ['acme.com'])).toBe(false);
  });
  it('allows anything when skipped or unconfigured', () => {
    expect(isEmailDomainAllowed('ann@evil.com', ['acme.com'], true)).toBe(true);
    expect(isEmailDomainAllowed('ann@evil.com', [])).toBe(true);
    expect(isEmailDomainAllowed('ann@evil.com', null)).toBe(true);
  });
});

describe('requestEmailSchema', () => {
  const client = {
    allowedEmailDomains: ['acme.com'],
    createProjectSettings: { skipEmailDomainValidation: false },
  };
  it('requires a well-formed address from an allowed domain', () => {
    expect(validateField(requestEmailSchema(client), '')).toBe(MESSAGES.REQUIRED);
    expect(validateField(requestEmailSchema(client), 'ann@')).toBe('Invalid email format');
    expect(validateField(requestEmailSchema(client), 'ann@evil.com')).toBe(
      'This email address is not allowed for the selected company',
    );
    expect(MESSAGES.EMAIL_DOMAIN_NOT_ALLOWED).toBe(
      'This email address is not allowed for the selected company',
    );
    expect(validateField(requestEmailSchema(client), 'ann@acme.com')).toBeUndefined();
  });
  it('honours skipEmailDomainValidation and works without a client', () => {
    expect(
      validateField(
        requestEmailSchema({ ...client, createProjectSettings: { skipEmailDomainValidation: true } }),
        'ann@evil.com',
      ),
    ).toBeUndefined();
    expect(validateField(requestEmailSchema(), 'ann@evil.com')).toBeUndefined();
  });
});

describe('target languages', () => {
  it('are required', () => {
    expect(targetLanguagesError('enu', [])).toBe(MESSAGES.REQUIRED);
    expect(targetLanguagesError('enu', undefined)).toBe(MESSAGES.REQUIRED);
  });
  it('cannot include the source', () => {
    expect(targetLanguagesError('enu', ['fra', 'enu'])).toBe(
      'Target languages cannot include a source language',
    );
    expect(MESSAGES.TARGETS_INCLUDE_SOURCE).toBe('Target languages cannot include a source language');
    expect(targetLanguagesError('enu', ['fra'])).toBeUndefined();
    expect(targetLanguagesError(undefined, ['fra'])).toBeUndefined();
  });
  it('includesSource drives the same-language warning', () => {
    expect(includesSource('enu', ['enu'])).toBe(true);
    expect(includesSource('', [''])).toBe(false);
    expect(MESSAGES.SAME_LANGUAGE_WARNING).toBe('The source language is also selected as a target language');
  });
});

describe('textInputError', () => {
  it('needs non-blank text', () => {
    expect(textInputError(' \n\t')).toBe(MESSAGES.REQUIRED);
    expect(textInputError(undefined)).toBe(MESSAGES.REQUIRED);
    expect(textInputError(' hello ')).toBeUndefined();
  });
});
