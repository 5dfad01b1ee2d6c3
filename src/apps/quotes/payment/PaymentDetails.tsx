import type { LocaleVariant } from '../../../platform/locale/localePath';
import { TextField } from '../../../ui/form/TextField';
import { useFieldValue } from '../../../ui/form/useFieldValue';
import { AddressFields } from './AddressFields';
import { domainMessages } from '../../../platform/domain/messages';
import { useMessages } from '../../../ui/uiLocale';

/**
 * The fields of the chosen payment option (spec part 1 §5): credit card needs the full address; bill to
 * an account needs the client id number; invoice directly needs nothing and captures billing contact
 * details. Fields of other options keep their values (final-form keeps unregistered values) so switching
 * back and forth loses nothing typed.
 */
export function PaymentDetails({ variant }: { variant: LocaleVariant }) {
  const tp = useMessages(domainMessages);
  const paymentType = useFieldValue<string>('paymentType');
  switch (paymentType) {
    case 'CREDIT_CARD':
      return <AddressFields required variant={variant} />;
    case 'BILL_TO_ACCOUNT':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="clientIdNumber" label={tp('quote.clientIdNumber')} required />
          <TextField name="personalCode" label={tp('quote.personalCode')} />
        </div>
      );
    case 'INVOICE_DIRECTLY':
      return (
        <div className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              name="email"
              label={tp('quote.billingEmail')}
              type="email"
              autoComplete="billing email"
            />
            <TextField
              name="phoneNumber"
              label={tp('quote.billingPhone')}
              type="tel"
              autoComplete="billing tel"
            />
          </div>
          <AddressFields required={false} variant={variant} />
        </div>
      );
    default:
      return null;
  }
}
