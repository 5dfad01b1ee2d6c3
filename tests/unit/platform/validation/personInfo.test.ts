import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  isEmptyPersonInfo,
  parsePersonInfo,
  personInfoSchema,
} from '../../../../src/platform/validation/personInfo';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { validateSync } from '../../../../src/platform/validation/validateSync';

const full = { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@acme.com' };

describe('personInfoSchema', () => {
  it('has the three verbatim messages', () => {
    expect(
      validateSync(personInfoSchema({ required: true }), { firstName: '', lastName: ' ', email: 'x' }),
    ).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'A valid email address is required.',
    });
    expect(MESSAGES.PERSON_FIRST_NAME_REQUIRED).toBe('First name is required.');
    expect(MESSAGES.PERSON_LAST_NAME_REQUIRED).toBe('Last name is required.');
    expect(MESSAGES.PERSON_EMAIL_REQUIRED).toBe('A valid email address is required.');
  });
  it('accepts a complete value', () => {
    expect(validateSync(personInfoSchema({ required: true }), full)).toEqual({});
    expect(validateSync(personInfoSchema({ required: false }), full)).toEqual({});
  });
  it('accepts an optional field left empty', () => {
    const optional = personInfoSchema({ required: false });
    expect(validateSync(optional, undefined)).toEqual({});
    expect(validateSync(optional, null)).toEqual({});
    expect(validateSync(optional, { firstName: '', lastName: '  ', email: '' })).toEqual({});
  });
  it('requires every part of an optional field once anything is typed', () => {
    expect(validateSync(personInfoSchema({ required: false }), { firstName: 'Ann' })).toEqual({
      lastName: MESSAGES.PERSON_LAST_NAME_REQUIRED,
      email: MESSAGES.PERSON_EMAIL_REQUIRED,
    });
  });
  it('a required empty field fails on every part', () => {
    expect(validateSync(personInfoSchema({ required: true }), {})).toEqual({
      firstName: MESSAGES.PERSON_FIRST_NAME_REQUIRED,
      lastName: MESSAGES.PERSON_LAST_NAME_REQUIRED,
      email: MESSAGES.PERSON_EMAIL_REQUIRED,
    });
    // A missing value takes the object default, so the user still sees which parts are missing.
    expect(Object.keys(validateSync(personInfoSchema({ required: true }), undefined))).toEqual([
      'firstName',
      'lastName',
      'email',
    ]);
    expect(validateSync(personInfoSchema({ required: true }), null)).toEqual({ '': MESSAGES.REQUIRED });
  });
  it('applies the optional regex to the e-mail with its message or Invalid format', () => {
    const withMessage = personInfoSchema({
      required: true,
      regex: '@acme\\.com$',
      regexMessage: 'Use your Acme address',
    });
    expect(validateSync(withMessage, { ...full, email: 'ann@other.com' })).toEqual({
      email: 'Use your Acme address',
    });
    expect(validateSync(withMessage, full)).toEqual({});
    const plain = personInfoSchema({ required: true, regex: '@acme\\.com$' });
    expect(validateSync(plain, { ...full, email: 'ann@other.com' })).toEqual({
      email: MESSAGES.INVALID_FORMAT,
    });
  });
  it('reports nested paths inside a form', () => {
    const form = object({ approver: personInfoSchema({ required: true }) });
    expect(validateSync(form, { approver: { ...full, lastName: '' } })).toEqual({
      'approver.lastName': MESSAGES.PERSON_LAST_NAME_REQUIRED,
    });
  });
});

describe('parsePersonInfo and isEmptyPersonInfo', () => {
  it('reads JSON text or objects', () => {
    expect(parsePersonInfo(JSON.stringify(full))).toEqual(full);
    expect(parsePersonInfo({ firstName: 'A', lastName: 3 })).toEqual({
      firstName: 'A',
      lastName: undefined,
      email: undefined,
    });
  });
  it('treats unreadable values as empty', () => {
    expect(parsePersonInfo('{oops')).toEqual({});
    expect(parsePersonInfo(null)).toEqual({});
    expect(parsePersonInfo('"text"')).toEqual({});
  });
  it('detects empty values', () => {
    expect(isEmptyPersonInfo(undefined)).toBe(true);
    expect(isEmptyPersonInfo({ firstName: ' ' })).toBe(true);
    expect(isEmptyPersonInfo({ email: 'a' })).toBe(false);
  });
});
