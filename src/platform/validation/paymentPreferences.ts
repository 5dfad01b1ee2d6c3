// The payment dialog of an auto-quote accept (part 1 §3, §5): form schema and the body sent to the API.
import { mixed, object, string } from 'yup';
import { PAYMENT_TYPES } from '../domain/enums';
import type { BillingContact, PaymentPreferences } from '../domain/entities/autoQuote';
import type { NamedRef } from '../domain/entities/geography';
import { EMAIL_PATTERN } from './fieldSchemas';
import { MESSAGES } from './messages';
import { optionalOption, requiredOption } from './optionSchema';
import type { IdName } from './optionSchema';

/** Flat form values of the dialog: one form, fields shown by payment type. */
export interface PaymentFormValues {
  paymentType?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  /** "State" on the credit-card form. */
  province?: IdName | null;
  country?: IdName | null;
  zipCode?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  clientIdNumber?: string | null;
  personalCode?: string | null;
  /**
   * False when the chosen country has no states (most countries outside the US and a few others): then a
   * card payment needs none. Form state only; never sent.
   */
  countryHasProvinces?: boolean | null;
}

const isCreditCard = (type: unknown) => type === 'CREDIT_CARD';
const creditCardText = () =>
  string()
    .trim()
    .nullable()
    .when('paymentType', { is: isCreditCard, then: (s) => s.required(() => MESSAGES.REQUIRED) });
const creditCardOption = () =>
  mixed().when('paymentType', {
    is: isCreditCard,
    then: () => requiredOption(() => MESSAGES.REQUIRED),
    otherwise: () => optionalOption(),
  });

/**
 * Credit card needs address 1, city, state (where the country has states), country and zip; bill to account the client id number;
 * invoice directly nothing (an e-mail, when typed, must still be valid). Any other type is an error.
 */
export const paymentPreferencesSchema = object({
  // A test rather than oneOf: yup checks oneOf before required, so '' would read as an unknown type.
  paymentType: string()
    .required(() => MESSAGES.REQUIRED)
    .test(
      'known-type',
      () => MESSAGES.UNKNOWN_PAYMENT_TYPE,
      (value) => (PAYMENT_TYPES as readonly unknown[]).includes(value),
    ),
  address1: creditCardText(),
  address2: string().trim().nullable().optional(),
  city: creditCardText(),
  // A state only where the chosen country has states: otherwise card payment would be impossible there.
  province: mixed().when(['paymentType', 'countryHasProvinces'], ([type, hasProvinces]) =>
    isCreditCard(type) && hasProvinces !== false ? requiredOption(() => MESSAGES.REQUIRED) : optionalOption(),
  ),
  countryHasProvinces: mixed().nullable().optional(),
  country: creditCardOption(),
  zipCode: creditCardText(),
  email: string()
    .trim()
    .nullable()
    .matches(EMAIL_PATTERN, { message: () => MESSAGES.INVALID_EMAIL_ADDRESS, excludeEmptyString: true }),
  phoneNumber: string().trim().nullable().optional(),
  clientIdNumber: string()
    .trim()
    .nullable()
    .when('paymentType', { is: 'BILL_TO_ACCOUNT', then: (s) => s.required(() => MESSAGES.REQUIRED) }),
  personalCode: string().trim().nullable().optional(),
});

const text = (value: string | null | undefined) => (value ?? '').trim();
// Countries and provinces travel as {id, name} with the provider's numeric ids.
const option = (value: IdName | null | undefined): NamedRef | undefined =>
  value ? { id: Number(value.id), name: value.name } : undefined;

/** The given (non-blank) texts of `names`: only what the user typed travels, never empty strings. */
function givenTexts<K extends keyof PaymentFormValues>(
  values: PaymentFormValues,
  names: readonly K[],
): Partial<Record<K, string>> {
  const given: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = text(values[name] as string | null | undefined);
    if (value) given[name] = value;
  }
  return given;
}

const ADDRESS_TEXTS = ['address1', 'address2', 'city', 'zipCode'] as const;

/**
 * The address as given. The country select comes preselected (spec §9's default country), so a country
 * with no other part of an address is the dialog's default, not something the user gave: it travels only
 * with an address, or when `required` (a card payment, whose form makes the user confirm it).
 */
function givenAddress(values: PaymentFormValues, required: boolean): BillingContact {
  const contact: BillingContact = givenTexts(values, ADDRESS_TEXTS);
  const province = option(values.province);
  if (province) contact.province = province;
  const country = option(values.country);
  if (country && (required || Object.keys(contact).length > 0)) contact.country = country;
  return contact;
}

/**
 * The accept body's paymentPreferences, built from validated form values: only the parts of the chosen
 * type are sent, and of those only what was given (credit card: address; bill to account: account;
 * invoice directly: whatever of address, e-mail and phone was typed, and no billingContact when nothing
 * was). Throws on an unknown type, which the dialog reports as an internal error.
 */
export function toPaymentPreferences(values: PaymentFormValues): PaymentPreferences {
  switch (values.paymentType) {
    case 'CREDIT_CARD':
      return { paymentType: 'CREDIT_CARD', billingContact: givenAddress(values, true) };
    case 'BILL_TO_ACCOUNT':
      return {
        paymentType: 'BILL_TO_ACCOUNT',
        billingAccount: {
          clientIdNumber: text(values.clientIdNumber),
          ...givenTexts(values, ['personalCode'] as const),
        },
      };
    case 'INVOICE_DIRECTLY': {
      const contact: BillingContact = {
        ...givenAddress(values, false),
        ...givenTexts(values, ['email', 'phoneNumber'] as const),
      };
      return Object.keys(contact).length > 0
        ? { paymentType: 'INVOICE_DIRECTLY', billingContact: contact }
        : { paymentType: 'INVOICE_DIRECTLY' };
    }
    default:
      throw new Error(`${MESSAGES.UNKNOWN_PAYMENT_TYPE}: ${String(values.paymentType)}`);
  }
}

// The body types live with the entity; re-exported for callers that build the body from this form.
export type { BillingContact, PaymentPreferences } from '../domain/entities/autoQuote';
