import { useAtom, useSetAtom } from 'jotai';
import { useRef } from 'react';
import { acceptAgreementSchema } from '../../../platform/validation/autoQuoteAnswer';
import { validateSync } from '../../../platform/validation/validateSync';
import { Button } from '../../../ui/Button';
import { agreementAtom, agreementErrorAtom, openDialogAtom } from '../state';
import { domainMessages } from '../../../platform/domain/messages';
import { quotesMessages } from '../messages';
import { useMessages } from '../../../ui/uiLocale';

/**
 * The agreement checkbox, the terms link, and Accept / Reject (only rendered for an answerable quote). Not
 * printed: nothing on paper can be clicked.
 */
export function AnswerPanel() {
  const t = useMessages(quotesMessages);
  const tp = useMessages(domainMessages);
  const [agreed, setAgreed] = useAtom(agreementAtom);
  const [error, setError] = useAtom(agreementErrorAtom);
  const openDialog = useSetAtom(openDialogAtom);
  const checkbox = useRef<HTMLInputElement>(null);

  const accept = () => {
    const message = validateSync(acceptAgreementSchema, { agreement: agreed }).agreement;
    setError(message ?? null);
    if (message) checkbox.current?.focus();
    else openDialog('payment');
  };
  const toggle = (checked: boolean) => {
    setAgreed(checked);
    if (checked) setError(null);
  };

  return (
    <section
      aria-labelledby="quote-answer-title"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id="quote-answer-title" className="text-lg font-semibold text-primary-800">
        {t('quotes.answerTitle')}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          ref={checkbox}
          id="quote-agreement"
          type="checkbox"
          checked={agreed}
          onChange={(event) => toggle(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'quote-agreement-error' : undefined}
          className="mt-1 size-5 shrink-0 accent-primary-700"
        />
        <label htmlFor="quote-agreement" className="text-sm text-slate-800">
          {tp('quote.agreementLabel')}
        </label>
      </div>
      <button
        type="button"
        onClick={() => openDialog('terms')}
        className="mt-2 ms-8 text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900"
      >
        {t('quotes.openTerms')}
      </button>
      {error ? (
        <p id="quote-agreement-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button onClick={accept}>{tp('quote.accept')}</Button>
        <Button variant="outline" onClick={() => openDialog('reject')}>
          {tp('quote.reject')}
        </Button>
      </div>
    </section>
  );
}
