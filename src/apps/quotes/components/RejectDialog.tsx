import { useAtom } from 'jotai';
import { submitErrors } from '../../../platform/react/forms';
import { useAnswerAutoQuote } from '../../../platform/react/queries/autoQuotesMutations';
import { FormDialog } from '../../../ui/form/FormDialog';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { useRecordAnswer } from '../hooks/useRecordAnswer';
import { openDialogAtom } from '../state';
import { domainMessages } from '../../../platform/domain/messages';
import { quotesMessages } from '../messages';
import { useMessages } from '../../../ui/uiLocale';

interface RejectValues {
  rejectionReason?: string;
}

/**
 * Reject with an optional reason, sent trimmed (and left out when blank): nothing to validate, the flow
 * owns the rule. The form outlives the dialog, so a failed call keeps the reason.
 */
export function RejectDialog({ jobRequestId }: { jobRequestId: string }) {
  const t = useMessages(quotesMessages);
  const tp = useMessages(domainMessages);
  const answer = useAnswerAutoQuote();
  const [dialog, setDialog] = useAtom(openDialogAtom);
  const recordAnswer = useRecordAnswer();

  const reject = async (values: RejectValues) => {
    try {
      // The same flow as `llts quote reject`: the reason is trimmed and the deadline re-checked first.
      await answer.reject(jobRequestId, values.rejectionReason);
    } catch (error) {
      return submitErrors(error);
    }
    recordAnswer('rejected');
    return undefined;
  };

  return (
    <FormDialog<RejectValues>
      open={dialog === 'reject'}
      onClose={() => setDialog(null)}
      title={tp('quote.rejectTitle')}
      onSubmit={reject}
      submitLabel={tp('quote.confirmReject')}
      busyLabel={t('quotes.rejecting')}
      cancelLabel={t('quotes.cancel')}
      variant="danger"
    >
      <TextAreaField
        name="rejectionReason"
        label={tp('quote.rejectReason')}
        description={t('quotes.rejectHint')}
      />
    </FormDialog>
  );
}
