import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '../../../../src/platform/domain/entities/customField';
import {
  customFieldError,
  isBlankCustomValue,
  personInfoErrors,
} from '../../../../src/platform/validation/customFieldRules';
import { MESSAGES } from '../../../../src/platform/validation/messages';

const field = (type: string, extra: Partial<CustomFieldDefinition> = {}) =>
  ({ type, ...extra }) as CustomFieldDefinition;
const ann = { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.example' };

describe('customFieldError', () => {
  it('required fields of every type want a value', () => {
    for (const type of ['INPUT_TEXT', 'TEXT_AREA', 'LISTONLY', 'LIST', 'SELECT_MANY_LIST', 'DATE']) {
      expect(customFieldError(field(type, { required: true }), '  '), type).toBe(MESSAGES.REQUIRED);
      expect(customFieldError(field(type, { required: true }), undefined), type).toBe(MESSAGES.REQUIRED);
      expect(customFieldError(field(type), undefined), type).toBeUndefined();
    }
    expect(customFieldError(field('SELECT_MANY_LIST', { required: true }), [])).toBe(MESSAGES.REQUIRED);
  });
  it('text, text area and free-text lists follow the regex with its message, else Invalid format', () => {
    const withMessage = {
      validationRegex: '^CC-[0-9]{4}$',
      validationMessage: 'Cost center must look like CC-1234',
    };
    for (const type of ['INPUT_TEXT', 'TEXT_AREA', 'LIST']) {
      expect(customFieldError(field(type, withMessage), 'CC-12')).toBe('Cost center must look like CC-1234');
      expect(customFieldError(field(type, withMessage), 'CC-1234')).toBeUndefined();
    }
    expect(customFieldError(field('INPUT_TEXT', { validationRegex: '^\\d+$' }), 'abc')).toBe(
      MESSAGES.INVALID_FORMAT,
    );
  });
  it('a LIST accepts free text; LISTONLY and SELECT_MANY_LIST only their options (pipe-joined or a list)', () => {
    const options = ['Web', 'Print', 'Social'];
    expect(customFieldError(field('LIST', { options }), 'Billboard')).toBeUndefined();
    expect(customFieldError(field('LISTONLY', { options }), 'Billboard')).toBe(
      'Billboard: choose from Web, Print, Social',
    );
    expect(customFieldError(field('LISTONLY', { options }), 'Print')).toBeUndefined();
    expect(customFieldError(field('SELECT_MANY_LIST', { options }), 'Web|Radio')).toBe(
      'Radio: choose from Web, Print, Social',
    );
    expect(customFieldError(field('SELECT_MANY_LIST', { options }), ['Web', 'Social'])).toBeUndefined();
  });
  it('dates are MM/DD/YYYY', () => {
    expect(customFieldError(field('DATE'), '12/31/2026')).toBeUndefined();
    expect(customFieldError(field('DATE'), '2026-12-31')).toBe(MESSAGES.INVALID_FORMAT);
    expect(customFieldError(field('DATE'), '13/01/2026')).toBe(MESSAGES.INVALID_FORMAT);
  });
  it('a checkbox is a boolean; a required one must be ticked', () => {
    expect(customFieldError(field('CHECKBOX'), false)).toBeUndefined();
    expect(customFieldError(field('CHECKBOX', { required: true }), false)).toBe(MESSAGES.REQUIRED);
    expect(customFieldError(field('CHECKBOX', { required: true }), 'true')).toBeUndefined();
    expect(customFieldError(field('CHECKBOX'), 'maybe')).toBe(MESSAGES.INVALID_FORMAT);
  });
  it('an unknown type says so when something is asked of it, and is otherwise left alone', () => {
    expect(customFieldError(field('SIGNATURE'), 'x')).toBe(MESSAGES.UNKNOWN_CUSTOM_FIELD_TYPE);
    expect(customFieldError(field('SIGNATURE', { required: true }), undefined)).toBe(
      MESSAGES.UNKNOWN_CUSTOM_FIELD_TYPE,
    );
    expect(customFieldError(field('SIGNATURE'), undefined)).toBeUndefined();
  });
});

describe('PERSON_INFO', () => {
  it("names each missing part in the spec's words", () => {
    expect(personInfoErrors(field('PERSON_INFO', { required: true }), {})).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'A valid email address is required.',
    });
    expect(personInfoErrors(field('PERSON_INFO'), { ...ann, email: 'ann@' })).toEqual({
      email: 'A valid email address is required.',
    });
  });
  it('an optional field left completely empty is accepted; one part typed makes the others required', () => {
    const optional = field('PERSON_INFO');
    expect(customFieldError(optional, { firstName: ' ', lastName: '', email: '' })).toBeUndefined();
    expect(customFieldError(optional, undefined)).toBeUndefined();
    expect(isBlankCustomValue(optional, '{"firstName":"","lastName":"","email":""}')).toBe(true);
    expect(personInfoErrors(optional, { firstName: 'Ann' })).toEqual({
      lastName: 'Last name is required.',
      email: 'A valid email address is required.',
    });
  });
  it('reads the submitted JSON text as well as the form object', () => {
    expect(customFieldError(field('PERSON_INFO', { required: true }), JSON.stringify(ann))).toBeUndefined();
    expect(
      customFieldError(field('PERSON_INFO', { required: true }), JSON.stringify({ ...ann, lastName: '' })),
    ).toBe('Last name is required.');
  });
  it('the regex may be written for the e-mail or for the submitted JSON, with its message', () => {
    const jsonPattern = field('PERSON_INFO', {
      validationRegex: '@acme\\.example"',
      validationMessage: 'Use an acme.example address',
    });
    expect(customFieldError(jsonPattern, ann)).toBeUndefined();
    expect(customFieldError(jsonPattern, { ...ann, email: 'ann@other.example' })).toBe(
      'Use an acme.example address',
    );
    const emailPattern = field('PERSON_INFO', { validationRegex: '@acme\\.example$' });
    expect(customFieldError(emailPattern, ann)).toBeUndefined();
    expect(customFieldError(emailPattern, { ...ann, email: 'ann@other.example' })).toBe(
      MESSAGES.INVALID_FORMAT,
    );
  });
});
