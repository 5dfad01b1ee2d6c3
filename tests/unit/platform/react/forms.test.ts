import { FORM_ERROR } from 'final-form';
import { array, object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { ApiError } from '../../../../src/platform/http/errors';
import { submitErrors, validateWith } from '../../../../src/platform/react/forms';
import { impersonationSchema } from '../../../../src/platform/validation/projectSchemas';

const contact = object({
  name: string().trim().required('Required'),
  address: object({
    city: string().required('Required'),
    zip: string().matches(/^\d{5}$/, 'Invalid format'),
  }),
  files: array(object({ name: string().required('File name is required') })),
});

describe('validateWith', () => {
  it('nests yup paths, object and array alike, as final-form reads them', () => {
    const validate = validateWith(contact);
    expect(validate({ name: ' ', address: { zip: '12' }, files: [{ name: 'a' }, {}] })).toEqual({
      name: 'Required',
      address: { city: 'Required', zip: 'Invalid format' },
      files: [undefined, { name: 'File name is required' }],
    });
  });

  it('gives undefined for valid values, so the form submits', () => {
    expect(validateWith(impersonationSchema)({ username: 'jdoe' })).toBeUndefined();
    expect(validateWith(impersonationSchema)({ username: '  ' })).toEqual({ username: 'Required' });
  });

  it('takes a rule that returns flat field errors too', () => {
    const rule = (values: { a?: string }): Record<string, string> =>
      values.a ? {} : { 'billing.a': 'Required' };
    expect(validateWith(rule)({})).toEqual({ billing: { a: 'Required' } });
    expect(validateWith(rule)({ a: 'x' })).toBeUndefined();
  });
});

describe('submitErrors', () => {
  it("puts an InvalidInputError's messages under their (nested) fields, and a whole-input one on the form", () => {
    const error = new InvalidInputError({
      'address.city': 'Required',
      'files[1]': 'Too big',
      '': 'Nothing to send',
    });
    expect(submitErrors(error)).toEqual({
      address: { city: 'Required' },
      files: [undefined, 'Too big'],
      [FORM_ERROR]: 'Nothing to send',
    });
  });

  it("puts any other failure on the form in the platform's user-facing words", () => {
    const api = new ApiError({
      url: '/autoQuotes/1',
      status: 500,
      body: { message: 'Quote service unavailable', errorCode: 'AQ-17' },
    });
    expect(submitErrors(api)).toEqual({ [FORM_ERROR]: 'Quote service unavailable [Error code: AQ-17]' });
    expect(submitErrors(undefined)).toEqual({ [FORM_ERROR]: 'Unexpected error' });
  });
});
