import { describe, expect, it } from 'vitest';
import {
  paymentPreferencesSchema,
  toPaymentPreferences,
} from '../../../../src/platform/validation/paymentPreferences';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { validateSync } from '../../../../src/platform/validation/validateSync';

const address = {
  address1: '1 Main St',
  address2: ' Suite 5 ',
  city: 'Springfield',
  province: { id: 12, name: 'Illinois' },
  country: { id: 227, name: 'United States' },
  zipCode: '62701',
};

describe('paymentPreferencesSchema', () => {
  it('requires the payment option', () => {
    expect(validateSync(paymentPreferencesSchema, {})).toEqual({ paymentType: 'Required' });
    expect(validateSync(paymentPreferencesSchema, { paymentType: '' })).toEqual({
      paymentType: MESSAGES.REQUIRED,
    });
  });
  it('rejects an unknown payment type', () => {
    expect(validateSync(paymentPreferencesSchema, { paymentType: 'CASH' })).toEqual({
      paymentType: 'Unknown payment type',
    });
    expect(MESSAGES.UNKNOWN_PAYMENT_TYPE).toBe('Unknown payment type');
  });
  it('credit card requires address 1, city, state, country and zip', () => {
    expect(validateSync(paymentPreferencesSchema, { paymentType: 'CREDIT_CARD' })).toEqual({
      address1: MESSAGES.REQUIRED,
      city: MESSAGES.REQUIRED,
      province: MESSAGES.REQUIRED,
      country: MESSAGES.REQUIRED,
      zipCode: MESSAGES.REQUIRED,
    });
    expect(
      validateSync(paymentPreferencesSchema, { paymentType: 'CREDIT_CARD', ...address, address2: undefined }),
    ).toEqual({});
  });
  it('credit card needs no state where the chosen country has none', () => {
    const france = { ...address, province: null, country: { id: 73, name: 'France' } };
    expect(validateSync(paymentPreferencesSchema, { paymentType: 'CREDIT_CARD', ...france })).toEqual({
      province: MESSAGES.REQUIRED,
    });
    expect(
      validateSync(paymentPreferencesSchema, {
        paymentType: 'CREDIT_CARD',
        ...france,
        countryHasProvinces: false,
      }),
    ).toEqual({});
  });
  it('bill to account requires the client id number only', () => {
    expect(
      validateSync(paymentPreferencesSchema, { paymentType: 'BILL_TO_ACCOUNT', clientIdNumber: ' ' }),
    ).toEqual({
      clientIdNumber: MESSAGES.REQUIRED,
    });
    expect(
      validateSync(paymentPreferencesSchema, { paymentType: 'BILL_TO_ACCOUNT', clientIdNumber: 'C-77' }),
    ).toEqual({});
  });
  it('accepts null for fields a type does not need, and treats null as missing where needed', () => {
    const nulls = {
      address1: null,
      address2: null,
      city: null,
      province: null,
      country: null,
      zipCode: null,
      email: null,
      phoneNumber: null,
      clientIdNumber: null,
      personalCode: null,
    };
    expect(validateSync(paymentPreferencesSchema, { paymentType: 'INVOICE_DIRECTLY', ...nulls })).toEqual({});
    expect(validateSync(paymentPreferencesSchema, { paymentType: 'BILL_TO_ACCOUNT', ...nulls })).toEqual({
      clientIdNumber: MESSAGES.REQUIRED,
    });
    expect(
      Object.keys(validateSync(paymentPreferencesSchema, { paymentType: 'CREDIT_CARD', ...nulls })),
    ).toEqual(['address1', 'city', 'province', 'country', 'zipCode']);
  });
  it('invoice directly requires nothing but checks a typed e-mail', () => {
    expect(validateSync(paymentPreferencesSchema, { paymentType: 'INVOICE_DIRECTLY' })).toEqual({});
    expect(validateSync(paymentPreferencesSchema, { paymentType: 'INVOICE_DIRECTLY', email: '' })).toEqual(
      {},
    );
    expect(validateSync(paymentPreferencesSchema, { paymentType: 'INVOICE_DIRECTLY', email: 'ap@' })).toEqual(
      {
        email: MESSAGES.INVALID_EMAIL_ADDRESS,
      },
    );
  });
});

describe('toPaymentPreferences', () => {
  it('builds a credit card body with the billing contact, leaving out a blank address 2', () => {
    expect(
      toPaymentPreferences({ paymentType: 'CREDIT_CARD', ...address, address2: ' ' }).billingContact,
    ).not.toHaveProperty('address2');
    expect(
      toPaymentPreferences({ paymentType: 'CREDIT_CARD', ...address, clientIdNumber: 'ignored' }),
    ).toEqual({
      paymentType: 'CREDIT_CARD',
      billingContact: {
        address1: '1 Main St',
        address2: 'Suite 5',
        city: 'Springfield',
        province: { id: 12, name: 'Illinois' },
        country: { id: 227, name: 'United States' },
        zipCode: '62701',
      },
    });
  });
  it('builds a bill-to-account body with the billing account', () => {
    expect(
      toPaymentPreferences({ paymentType: 'BILL_TO_ACCOUNT', clientIdNumber: ' C-77 ', ...address }),
    ).toEqual({
      paymentType: 'BILL_TO_ACCOUNT',
      billingAccount: { clientIdNumber: 'C-77' },
    });
  });
  it('builds an invoice-directly body with only what was given', () => {
    expect(
      toPaymentPreferences({
        paymentType: 'INVOICE_DIRECTLY',
        email: 'ap@acme.com',
        phoneNumber: '+1 555 0100',
        address1: ' ',
        city: '',
        // Preselected by the dialog, never chosen: a country alone is not an address.
        country: { id: 227, name: 'United States' },
      }),
    ).toEqual({
      paymentType: 'INVOICE_DIRECTLY',
      billingContact: { email: 'ap@acme.com', phoneNumber: '+1 555 0100' },
    });
  });
  it('sends no billing contact for invoice directly when nothing was given', () => {
    expect(
      toPaymentPreferences({
        paymentType: 'INVOICE_DIRECTLY',
        address1: '',
        address2: null,
        email: '  ',
        country: { id: 227, name: 'United States' },
      }),
    ).toEqual({ paymentType: 'INVOICE_DIRECTLY' });
  });
  it('keeps the country with an invoice-directly address', () => {
    expect(
      toPaymentPreferences({
        paymentType: 'INVOICE_DIRECTLY',
        city: 'Paris',
        country: { id: 73, name: 'France' },
      }),
    ).toEqual({
      paymentType: 'INVOICE_DIRECTLY',
      billingContact: { city: 'Paris', country: { id: 73, name: 'France' } },
    });
  });
  it('copies only id and name of options', () => {
    const province = { id: 1, name: 'Ontario', countryId: 40 };
    const body = toPaymentPreferences({ paymentType: 'CREDIT_CARD', ...address, province });
    expect(body.billingContact?.province).toEqual({ id: 1, name: 'Ontario' });
  });
  it('throws on an unknown type', () => {
    expect(() => toPaymentPreferences({ paymentType: 'CASH' })).toThrow('Unknown payment type: CASH');
    expect(() => toPaymentPreferences({})).toThrow(MESSAGES.UNKNOWN_PAYMENT_TYPE);
  });
});
