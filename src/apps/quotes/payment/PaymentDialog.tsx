import { useAtom } from 'jotai';
import { FORM_ERROR } from 'final-form';
import { useRef } from 'react';
import { Form } from 'react-final-form';
import { acceptAutoQuoteFlow } from '../../../platform/flows/autoQuoteAnswer';
import { userFacingMessage } from '../../../platform/http/userMessage';
import type { LocaleVariant } from '../../../platform/locale/localePath';
import { useHttpClient } from '../../../platform/react/platformStore';
import { validatePaymentForm } from '../../../platform/validation/paymentForm';
import type { PaymentFormValues } from '../../../platform/validation/paymentPreferences';
import { focusFirstInvalid } from '../focusFirstInvalid';
import { useRecordAnswer } from '../hooks/useRecordAnswer';
import { FormActions } from '../kit/FormActions';
import { Modal } from '../kit/Modal';
import { openDialogAtom } from '../state';
import { TEXTS } from '../texts';
import { PaymentDetails } from './PaymentDetails';
import { PaymentTypeField } from './PaymentTypeField';

/**
 * Accept with payment preferences. The form wraps the dialog rather than living in it, so its values
 * outlive the dialog: after a failed call, or a Cancel and a second try, everything typed is still there.
 */
export function PaymentDialog({ jobRequestId, variant }: { jobRequestId: string; variant: LocaleVariant }) {
  const http = useHttpClient();
  const [dialog, setDialog] = useAtom(openDialogAtom);
  const recordAnswer = useRecordAnswer(jobRequestId);
  const formElement = useRef<HTMLFormElement>(null);

  const accept = async (values: PaymentFormValues) => {
    try {
      // The same flow as `llts quote accept`: it re-checks the deadline before sending, so a page left open
      // past it never accepts. The agreement was given on the page before this dialog opened.
      await acceptAutoQuoteFlow(http, jobRequestId, { ...values, agreement: true });
    } catch (error) {
      // 409 reads 'Conflict error' (the platform's per-call message); others the catalogue's text.
      return { [FORM_ERROR]: userFacingMessage(error) };
    }
    recordAnswer('accepted');
    return undefined;
  };

  return (
    <Form<PaymentFormValues>
      onSubmit={accept}
      validate={validatePaymentForm}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <Modal
          open={dialog === 'payment'}
          onClose={() => !submitting && setDialog(null)}
          title={TEXTS.paymentTitle}
          footer={
            <FormActions
              formId="quote-payment-form"
              submitting={!!submitting}
              submitError={submitError}
              onCancel={() => setDialog(null)}
              label={TEXTS.confirmAccept}
              busyLabel={TEXTS.accepting}
            />
          }
        >
          <form
            id="quote-payment-form"
            ref={formElement}
            noValidate
            aria-busy={submitting || undefined}
            onSubmit={(event) => {
              const result = handleSubmit(event);
              if (form.getState().hasValidationErrors) focusFirstInvalid(formElement.current);
              return result;
            }}
            className="grid gap-5"
          >
            <PaymentTypeField />
            <PaymentDetails variant={variant} />
          </form>
        </Modal>
      )}
    />
  );
}
