// Quote (part 2 §2.10): the quote confirmation document in a sandboxed frame (its inline download URL),
// Accept Quote and Reject Quote while the quote waits for the buyer. Both addresses come from the server and
// go through the one check (safeUrl): a document address that is not a web address is never framed, and
// an accepted quote follows the answer's redirect only when it is one. Without a redirect it stays here with
// a message; with a refused one the generic error shows too.
import { useState } from 'react';
import type { JobRequest } from '../../../platform/domain/entities/jobRequest';
import { canAnswerQuote, COUPA_TEXTS, quoteDocument } from '../../../platform/flows/coupa';
import { safeUrl, UnsafeUrlError } from '../../../platform/http/safeUrl';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { submitErrors } from '../../../platform/react/forms';
import { useInlineFileUrl } from '../../../platform/react/queries/jobRequestFiles';
import { useAnswerCoupaQuote } from '../../../platform/react/queries/jobRequestsMutations';
import { useAsyncAction } from '../../../platform/react/useAsyncAction';
import { browserNavigation } from '../../../platform/react/browserNavigation';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { FormDialog } from '../../../ui/form/FormDialog';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { LoadingBlock } from '../../../ui/Spinner';

export function QuoteTab({ request }: { request: JobRequest }) {
  const answer = useAnswerCoupaQuote();
  const document = quoteDocument(request);
  const frame = useInlineFileUrl(request.id, document?.fileKey);
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
  if (!document) return <p className="text-slate-700">{COUPA_TEXTS.quoteUnavailable}</p>;
  const src = safeUrl(frame.data?.downloadUrl);
  const frameError = frame.error ?? (frame.data && !src ? new UnsafeUrlError() : undefined);
  const answerError = accept.error ?? (refusedRedirect ? new UnsafeUrlError() : undefined);

  return (
    <div className="grid gap-3">
      {frameError ? <ErrorMessage error={frameError} onRetry={retryOf(frame)} /> : null}
      {src ? (
        <iframe
          title={`Quote: ${document.fileName}`}
          src={src}
          sandbox=""
          className="h-[32rem] w-full rounded-md border border-slate-200"
        />
      ) : !frameError ? (
        <LoadingBlock label="Loading the quote…" />
      ) : null}
      {stayed ? <Alert kind="success">{COUPA_TEXTS.redirectRefused}</Alert> : null}
      {answerError ? <ErrorMessage error={answerError} /> : null}
      {canAnswerQuote(request) ? (
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setRejecting(true)} disabled={accept.busy}>
            Reject Quote
          </Button>
          <Button busy={accept.busy} onClick={() => void accept.run()}>
            Accept Quote
          </Button>
        </div>
      ) : null}
      <FormDialog<{ reason?: string }>
        open={rejecting}
        onClose={() => setRejecting(false)}
        title="Reject Quote"
        submitLabel="Reject Quote"
        busyLabel="Rejecting…"
        cancelLabel="Cancel"
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
        <TextAreaField name="reason" label="Reason (optional)" rows={4} />
      </FormDialog>
    </div>
  );
}
