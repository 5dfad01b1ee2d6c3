import { useAtom } from 'jotai';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { rejectAutoQuoteFlow } from '../../../platform/flows/autoQuoteAnswer';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { useHttpClient } from '../../../platform/react/platformStore';
import { useRecordAnswer } from '../hooks/useRecordAnswer';
import { FormActions } from '../kit/FormActions';
import { Modal } from '../kit/Modal';
import { TextField } from '../kit/TextField';
import { openDialogAtom } from '../state';
import { TEXTS } from '../texts';

interface RejectValues {
  rejectionReason?: string;
}

/** Reject with an optional reason, sent trimmed (and left out when blank). The form outlives the dialog. */
export function RejectDialog({ jobRequestId }: { jobRequestId: string }) {
  const http = useHttpClient();
  const [dialog, setDialog] = useAtom(openDialogAtom);
  const recordAnswer = useRecordAnswer(jobRequestId);

  const reject = async (values: RejectValues) => {
    try {
      // The same flow as `llts quote reject`: the reason is trimmed and the deadline re-checked first.
      await rejectAutoQuoteFlow(http, jobRequestId, values.rejectionReason);
    } catch (error) {
      return { [FORM_ERROR]: userFacingMessage(error) };
    }
    recordAnswer('rejected');
    return undefined;
  };

  return (
    <Form<RejectValues>
      onSubmit={reject}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Modal
          open={dialog === 'reject'}
          onClose={() => !submitting && setDialog(null)}
          title={TEXTS.rejectTitle}
          footer={
            <FormActions
              formId="quote-reject-form"
              submitting={!!submitting}
              submitError={submitError}
              onCancel={() => setDialog(null)}
              label={TEXTS.confirmReject}
              busyLabel={TEXTS.rejecting}
              variant="danger"
            />
          }
        >
          <form
            id="quote-reject-form"
            noValidate
            onSubmit={handleSubmit}
            aria-busy={submitting || undefined}
            className="grid gap-4"
          >
            <TextField name="rejectionReason" label={TEXTS.rejectReason} hint={TEXTS.rejectHint} multiline />
          </form>
        </Modal>
      )}
    />
  );
}
