import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { autoQuoteState } from '../../platform/domain/autoQuote';
import type { AutoQuoteResponse } from '../../platform/domain/entities/autoQuote';
import { usePageNow } from '../../platform/react/demoTime';
import { ErrorPage } from '../../platform/react/ErrorPage';
import type { LocaleVariant } from '../../platform/locale/localePath';
import { Alert } from '../../ui/Alert';
import { AnswerPanel } from './components/AnswerPanel';
import { Estimate } from './components/Estimate';
import { QuoteFrame } from './components/QuoteFrame';
import { QuoteSkeleton } from './components/QuoteSkeleton';
import { RejectDialog } from './components/RejectDialog';
import { ResultScreen } from './components/ResultScreen';
import { TermsDialog } from './components/TermsDialog';
import { useAutoQuote } from './hooks/useAutoQuote';
import { homePath, useVariant } from './hooks/useVariant';
import { PaymentDialog } from './payment/PaymentDialog';
import { outcomeAtom } from './state';
import { TEXTS } from './texts';

interface PageProps {
  jobRequestId: string;
  basePath: string;
}

/**
 * Load, then one screen per state of the quote (part 1 §4); the company address closes every screen. Printed,
 * the page drops its width limit and padding; the shell hides its header and footer.
 */
export function QuotePage({ jobRequestId, basePath }: PageProps) {
  return (
    <QuoteFrame>
      <QuoteScreen jobRequestId={jobRequestId} basePath={basePath} />
    </QuoteFrame>
  );
}

function QuoteScreen({ jobRequestId, basePath }: PageProps) {
  const variant = useVariant();
  const { data: quote, error } = useAutoQuote(jobRequestId);
  const outcome = useAtomValue(outcomeAtom);
  // The browser's clock, or the demo backend's once the demo panel moved it.
  const now = usePageNow();

  if (outcome === 'accepted')
    return (
      <ResultScreen
        tone="success"
        title={TEXTS.acceptedTitle}
        text={TEXTS.acceptedText}
        basePath={basePath}
        announce
      />
    );
  if (outcome === 'rejected')
    return (
      <ResultScreen
        tone="neutral"
        title={TEXTS.rejectedTitle}
        text={TEXTS.rejectedText}
        basePath={basePath}
        announce
      />
    );
  if (!quote && error)
    return (
      <ErrorPage title={TEXTS.notFoundTitle} error={error}>
        <Link
          href={homePath(basePath)}
          className="font-semibold text-primary-700 underline underline-offset-2"
        >
          {TEXTS.returnHome}
        </Link>
      </ErrorPage>
    );
  if (!quote) return <QuoteSkeleton />;

  const estimate = (after: ReactNode) => (
    <>
      <Estimate quote={quote} jobRequestId={jobRequestId} />
      {after}
    </>
  );
  switch (autoQuoteState(quote, now)) {
    case 'expired':
      return (
        <ResultScreen
          tone="warning"
          title={TEXTS.expiredTitle}
          text={TEXTS.expiredText}
          basePath={basePath}
        />
      );
    case 'accepted':
      return estimate(<Notice>{TEXTS.alreadyAccepted}</Notice>);
    case 'rejected':
      return estimate(<Notice>{TEXTS.alreadyRejected}</Notice>);
    case 'pending':
      return estimate(<Notice>{TEXTS.notOpen}</Notice>);
    case 'answerable':
      return <AnswerableQuote quote={quote} jobRequestId={jobRequestId} variant={variant} />;
  }
}

function AnswerableQuote({
  quote,
  jobRequestId,
  variant,
}: {
  quote: AutoQuoteResponse;
  jobRequestId: string;
  variant: LocaleVariant;
}) {
  return (
    <>
      <Estimate quote={quote} jobRequestId={jobRequestId} />
      <AnswerPanel />
      <PaymentDialog jobRequestId={jobRequestId} variant={variant} />
      <RejectDialog jobRequestId={jobRequestId} />
      <TermsDialog variant={variant} />
    </>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Alert kind="info" className="mt-6">
      {children}
    </Alert>
  );
}
