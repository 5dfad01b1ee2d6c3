// Which fields of the payment dialog belong to which payment option (part 1 §3, §5). The dialog is one
// form whose fields change with the option, so values typed under another option stay in the form; they
// must neither block the submit (an invalid e-mail typed under "Invoice directly", then Credit Card
// chosen) nor travel. The web dialog and `llts quote accept` validate through here.
import type { PaymentType } from '../domain/enums';
import { paymentPreferencesSchema, type PaymentFormValues } from './paymentPreferences';
import { validateSync, type FieldErrors } from './validateSync';

type FieldName = Exclude<keyof PaymentFormValues, 'paymentType'>;

const ADDRESS: readonly FieldName[] = [
  'address1',
  'address2',
  'city',
  'province',
  'country',
  'countryHasProvinces',
  'zipCode',
];

export const PAYMENT_TYPE_FIELDS: Readonly<Record<PaymentType, readonly FieldName[]>> = {
  CREDIT_CARD: ADDRESS,
  BILL_TO_ACCOUNT: ['clientIdNumber', 'personalCode'],
  INVOICE_DIRECTLY: [...ADDRESS, 'email', 'phoneNumber'],
};

/** The payment type plus only the fields that type uses; an unknown type keeps just the type. */
export function paymentValuesFor(values: PaymentFormValues): PaymentFormValues {
  const type = values.paymentType;
  const fields =
    type && Object.hasOwn(PAYMENT_TYPE_FIELDS, type) ? PAYMENT_TYPE_FIELDS[type as PaymentType] : [];
  const kept: PaymentFormValues = { paymentType: type };
  for (const field of fields) (kept as Record<string, unknown>)[field] = values[field];
  return kept;
}

/** Field errors of the chosen option only (first message per field, 'Required' before format). */
export function validatePaymentForm(values: PaymentFormValues): FieldErrors {
  return validateSync(paymentPreferencesSchema, paymentValuesFor(values));
}
