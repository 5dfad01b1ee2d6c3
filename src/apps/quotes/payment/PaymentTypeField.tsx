import { PAYMENT_TYPES } from '../../../platform/domain/enums';
import { PAYMENT_TYPE_LABEL_IDS } from '../../../platform/domain/labels';
import { RadioGroupField } from '../../../ui/form/RadioGroupField';
import { domainMessages } from '../../../platform/domain/messages';
import { quotesMessages } from '../messages';
import { useMessages } from '../../../ui/uiLocale';

/** The required payment option as a radio group: arrow keys move between options, Space picks one. */
export function PaymentTypeField() {
  const t = useMessages(quotesMessages);
  const tp = useMessages(domainMessages);
  const options = PAYMENT_TYPES.map((type) => ({ value: type, label: tp(PAYMENT_TYPE_LABEL_IDS[type]) }));
  return (
    <RadioGroupField
      name="paymentType"
      label={t('quotes.paymentOption')}
      options={options}
      required
      columns={3}
    />
  );
}
