import { PAYMENT_TYPES } from '../../../platform/domain/enums';
import { PAYMENT_TYPE_LABELS } from '../../../platform/domain/labels';
import { RadioGroupField } from '../../../ui/form/RadioGroupField';
import { TEXTS } from '../texts';

const OPTIONS = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));

/** The required payment option as a radio group: arrow keys move between options, Space picks one. */
export function PaymentTypeField() {
  return (
    <RadioGroupField name="paymentType" label={TEXTS.paymentOption} options={OPTIONS} required columns={3} />
  );
}
