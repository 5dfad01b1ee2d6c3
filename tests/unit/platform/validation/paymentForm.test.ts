import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { paymentValuesFor, validatePaymentForm } from '../../../../src/platform/validation/paymentForm';

const address = {
  address1: '1 Main St',
  city: 'Albany',
  zipCode: '12207',
  province: { id: 1033, name: 'New York' },
  country: { id: 227, name: 'United States' },
};

describe('payment form', () => {
  it('requires the payment option', () => {
    expect(validatePaymentForm({})).toEqual({ paymentType: MESSAGES.REQUIRED });
  });

  it('credit card requires address 1, city, state, country and zip', () => {
    expect(validatePaymentForm({ paymentType: 'CREDIT_CARD' })).toEqual({
      address1: MESSAGES.REQUIRED,
      city: MESSAGES.REQUIRED,
      province: MESSAGES.REQUIRED,
      country: MESSAGES.REQUIRED,
      zipCode: MESSAGES.REQUIRED,
    });
    expect(validatePaymentForm({ paymentType: 'CREDIT_CARD', ...address })).toEqual({});
  });

  it('bill to account requires only the client id number', () => {
    expect(validatePaymentForm({ paymentType: 'BILL_TO_ACCOUNT' })).toEqual({
      clientIdNumber: MESSAGES.REQUIRED,
    });
  });

  it('invoice directly requires nothing but checks a typed e-mail', () => {
    expect(validatePaymentForm({ paymentType: 'INVOICE_DIRECTLY' })).toEqual({});
    expect(validatePaymentForm({ paymentType: 'INVOICE_DIRECTLY', email: 'nope' })).toEqual({
      email: MESSAGES.INVALID_EMAIL_ADDRESS,
    });
  });

  it('ignores fields of the other options', () => {
    expect(
      validatePaymentForm({ paymentType: 'BILL_TO_ACCOUNT', clientIdNumber: 'C-1', email: 'nope' }),
    ).toEqual({});
    expect(paymentValuesFor({ paymentType: 'BILL_TO_ACCOUNT', clientIdNumber: 'C-1', ...address })).toEqual({
      paymentType: 'BILL_TO_ACCOUNT',
      clientIdNumber: 'C-1',
      personalCode: undefined,
    });
  });

  it('reports an unknown type', () => {
    expect(validatePaymentForm({ paymentType: 'CHEQUE', clientIdNumber: 'x' })).toEqual({
      paymentType: MESSAGES.UNKNOWN_PAYMENT_TYPE,
    });
  });
});
