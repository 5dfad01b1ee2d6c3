// Quote (part 2 §2.10): the quote confirmation document (QuoteDocument), then Accept Quote and Reject Quote
// while the quote waits for the buyer: offered only over a document that loaded, never over a failure or
// a spinner. The document's address and the answer's return address come from the server and go through
// the one check (safeUrl): a document address that is not a web address is never read, and an accepted
// quote follows the answer's redirect only when it is one. Without a redirect it stays here with a
// message; with a refused one the generic error shows too.
import { useState } from 'react';
import type { JobRequest } from '../../../platform/domain/entities/jobRequest';
import { canAnswerQuote, quoteDocument } from '../../../platform/flows/coupa';
import { safeUrl, UnsafeUrlError } from '../../../platform/http/safeUrl';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { submitErrors } from '../../../platform/react/forms';
import { useFileDocument } from '../../../platform/react/queries/jobRequestFiles';
import { useAnswerCoupaQuote } from '../../../platform/react/queries/jobRequestsMutations';
import { useAsyncAction } from '../../../platform/react/useAsyncAction';
import { browserNavigation } from '../../../platform/react/browserNavigation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { FormDialog } from '../../../ui/form/FormDialog';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { LoadingBlock } from '../../../ui/Spinner';
import { QuoteDocument } from './QuoteDocument';
import { useMessages } from '../../../ui/uiLocale';
import { coupaFlowMessages } from '../../../platform/flows/i18n/coupa/messages';
import { coupaMessages } from '../messages';

export function QuoteTab({ request }: { request: JobRequest }) {
  const t = useMessages(coupaMessages);
  const flow = useMessages(coupaFlowMessages);
  const answer = useAnswerCoupaQuote();
  const document = quoteDocument(request);
  const read = useFileDocument(request.id, document?.fileKey);
  const [stayed, setStayed] = useState(false);
  const [refusedRedirect, setRefusedRedirect] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const accept = useAsyncAction(async () => {
    setRefusedRedirect(false);
    const { redirectUrl } = await answer.accept(request.id);
    const next = safeUrl(redirectUrl);
    if (next) {
      browserNavigation.leaveTo(next);
      return;
    }
    setStayed(true);
    setRefusedRedirect(!!redirectUrl?.trim());
  });
  if (!document) return <p className="text-slate-700">{flow('coupaFlow.quoteUnavailable')}</p>;
  const answerError = accept.error ?? (refusedRedirect ? new UnsafeUrlError() : undefined);

  return (
    <div className="grid gap-3">
      {read.error ? (
        <ErrorMessage error={read.error} onRetry={retryOf(read)} />
      ) : read.data ? (
        <QuoteDocument file={document} bytes={read.data} />
      ) : (
        <LoadingBlock label={flow('coupaFlow.loadingQuote')} />
      )}
      {stayed ? <Alert kind="success">{flow('coupaFlow.redirectRefused')}</Alert> : null}
      {answerError ? <ErrorMessage error={answerError} /> : null}
      {read.data && !read.error && canAnswerQuote(request) ? (
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setRejecting(true)} disabled={accept.busy}>
            {t('coupa.rejectQuote')}
          </Button>
          <Button busy={accept.busy} onClick={() => void accept.run()}>
            {t('coupa.acceptQuote')}
          </Button>
        </div>
      ) : null}
      <FormDialog<{ reason?: string }>
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={t('coupa.rejectQuote')}
        submitLabel={t('coupa.rejectQuote')}
        busyLabel={t('coupa.rejecting')}
        cancelLabel={t('coupa.cancel')}
        variant="danger"
        onSubmit={async ({ reason }) => {
          try {
            await answer.reject(request.id, reason);
          } catch (error) {
            return submitErrors(error);
          }
          setRejecting(false);
          return undefined;
        }}
      >
        <TextAreaField name="reason" label={t('coupa.rejectReason')} rows={4} />
      </FormDialog>
    </div>
  );
}
