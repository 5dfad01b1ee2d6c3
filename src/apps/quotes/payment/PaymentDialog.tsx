import { useAtom } from 'jotai';
import type { LocaleVariant } from '../../../platform/locale/localePath';
import { submitErrors, validateWith } from '../../../platform/react/forms';
import { useAnswerAutoQuote } from '../../../platform/react/queries/autoQuotesMutations';
import { validatePaymentForm } from '../../../platform/validation/paymentForm';
import type { PaymentFormValues } from '../../../platform/validation/paymentPreferences';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useRecordAnswer } from '../hooks/useRecordAnswer';
import { openDialogAtom } from '../state';
import { PaymentDetails } from './PaymentDetails';
import { PaymentTypeField } from './PaymentTypeField';
import { domainMessages } from '../../../platform/domain/messages';
import { quotesMessages } from '../messages';
import { useMessages } from '../../../ui/uiLocale';

// The same rule as `llts quote accept`: only the chosen option's fields are checked.
const validate = validateWith(validatePaymentForm);

/**
 * Accept with payment preferences. FormDialog's form wraps the dialog, so its values outlive it: after a
 * failed call, or a Cancel and a second try, everything typed is still there.
 */
export function PaymentDialog({ jobRequestId, variant }: { jobRequestId: string; variant: LocaleVariant }) {
  const t = useMessages(quotesMessages);
  const tp = useMessages(domainMessages);
  const answer = useAnswerAutoQuote();
  const [dialog, setDialog] = useAtom(openDialogAtom);
  const recordAnswer = useRecordAnswer();

  const accept = async (values: PaymentFormValues) => {
    try {
      // The same flow as `llts quote accept`: it re-checks the deadline before sending, so a page left open
      // past it never accepts. The agreement was given on the page before this dialog opened.
      await answer.accept(jobRequestId, { ...values, agreement: true });
    } catch (error) {
      // 409 reads 'Conflict error' (the platform's per-call message); others the catalogue's text.
      return submitErrors(error);
    }
    recordAnswer('accepted');
    return undefined;
  };

  return (
    <FormDialog<PaymentFormValues>
      open={dialog === 'payment'}
      onClose={() => setDialog(null)}
      title={tp('quote.paymentTitle')}
      onSubmit={accept}
      validate={validate}
      submitLabel={tp('quote.confirmAccept')}
      busyLabel={t('quotes.accepting')}
      cancelLabel={t('quotes.cancel')}
    >
      <PaymentTypeField />
      <PaymentDetails variant={variant} />
    </FormDialog>
  );
}
