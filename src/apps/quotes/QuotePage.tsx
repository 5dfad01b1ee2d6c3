import { useAtomValue } from 'jotai';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { Link } from 'wouter';
import { autoQuoteState } from '../../platform/domain/autoQuote';
import type { AutoQuoteResponse } from '../../platform/domain/entities/autoQuote';
import { usePageNow } from '../../platform/react/demoTime';
import { useNewPageOn } from '../../platform/react/newPage';
import { ErrorPage } from '../../platform/react/ErrorPage';
import { usePortalLinks } from '../../platform/react/links';
import { retryOf } from '../../platform/react/retryLoad';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { usePreloadWhenSettled } from '../../platform/react/preloadWhenSettled';
import type { LocaleVariant } from '../../platform/locale/localePath';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { useMountedOnceOpen } from '../../ui/useMountedOnceOpen';
import { AnswerPanel } from './components/AnswerPanel';
import { Estimate } from './components/Estimate';
import { QuoteFrame } from './components/QuoteFrame';
import { QuoteSkeleton } from './components/QuoteSkeleton';
import { ResultScreen } from './components/ResultScreen';
import { useAutoQuote } from '../../platform/react/queries/autoQuotes';
import { useVariant } from './hooks/useVariant';
import { openDialogAtom, outcomeAtom } from './state';
import { domainMessages } from '../../platform/domain/messages';
import { quotesMessages } from './messages';
import { useMessages } from '../../ui/uiLocale';
import { AUTO_QUOTE_VALIDITY_DAYS } from '../../platform/domain/timing';

// The answer dialogs load apart from the page: reading a quote needs none of their form kit (final-form, its
// React binding, the form fields, the payment rules), which was a good part of the script a phone ran before
// the page could answer a tap. They load once the page has settled, so the first open is instant.
const paymentDialog = preloadableExport(() => import('./payment/PaymentDialog'), 'PaymentDialog');
const rejectDialog = preloadableExport(() => import('./components/RejectDialog'), 'RejectDialog');
const termsDialog = preloadableExport(() => import('./components/TermsDialog'), 'TermsDialog');

interface PageProps {
  jobRequestId: string;
}

/**
 * Load, then one screen per state of the quote (part 1 §4); the company address closes every screen. Printed,
 * the page drops its width limit and padding; the shell hides its header and footer.
 */
export function QuotePage({ jobRequestId }: PageProps) {
  return (
    <QuoteFrame>
      <QuoteScreen jobRequestId={jobRequestId} />
    </QuoteFrame>
  );
}

function QuoteScreen({ jobRequestId }: PageProps) {
  const t = useMessages(quotesMessages);
  const tp = useMessages(domainMessages);
  const variant = useVariant();
  const links = usePortalLinks();
  const { data: answer, error, mutate } = useAutoQuote(jobRequestId);
  // The quote first renders in a deferred pass React splits into short tasks, the skeleton staying until
  // then: arriving as a plain update it was one long task on a phone (swr's updates are synchronous). Once
  // shown, the quote follows its answer at once (an answer's confirmation shows its new status).
  const quote = useDeferredValue(answer) ? answer : undefined;
  const outcome = useAtomValue(outcomeAtom);
  // The browser's clock, or the demo backend's once the demo panel moved it.
  const now = usePageNow();

  // The confirmation replaces the quote the buyer scrolled down to answer: a new page, from its top.
  useNewPageOn(outcome);

  // The quote stays under its confirmation (reference, total, PDF): what the buyer files.
  if (outcome)
    return (
      <div className="grid gap-6">
        <ResultScreen
          tone={outcome === 'accepted' ? 'success' : 'info'}
          title={outcome === 'accepted' ? tp('quote.acceptedTitle') : tp('quote.rejectedTitle')}
          text={outcome === 'accepted' ? t('quotes.acceptedText') : t('quotes.rejectedText')}
        />
        {quote ? <Estimate quote={quote} jobRequestId={jobRequestId} heading="h2" /> : null}
      </div>
    );
  if (!quote && error)
    return (
      <ErrorPage title={tp('quote.notFoundTitle')} error={error} onRetry={retryOf({ error, mutate })}>
        <Link href={links.home()} className="font-semibold text-primary-700 underline underline-offset-2">
          {t('quotes.returnHome')}
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
          tone="info"
          title={tp('quote.expiredTitle')}
          text={t('quotes.expiredText', { days: AUTO_QUOTE_VALIDITY_DAYS })}
          requestHref={links.createRequest()}
        />
      );
    case 'accepted':
      return estimate(<Notice>{tp('quote.alreadyAccepted')}</Notice>);
    case 'rejected':
      return estimate(<Notice>{tp('quote.alreadyRejected')}</Notice>);
    case 'pending':
      return estimate(<Notice>{tp('quote.notOpen')}</Notice>);
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
  // Each dialog mounts on its first open and stays mounted, closed, after it, so what was typed in it
  // outlives a Cancel or a failed answer (its form wraps the dialog).
  const t = useMessages(quotesMessages);
  const dialog = useAtomValue(openDialogAtom);
  const paymentUsed = useMountedOnceOpen(dialog === 'payment');
  const rejectUsed = useMountedOnceOpen(dialog === 'reject');
  const termsUsed = useMountedOnceOpen(dialog === 'terms');
  usePreloadWhenSettled(paymentDialog);
  usePreloadWhenSettled(rejectDialog);
  usePreloadWhenSettled(termsDialog);
  return (
    <>
      <Estimate quote={quote} jobRequestId={jobRequestId} />
      <AnswerPanel />
      {/* Opened before its idle fetch has finished (a slow network), a dialog says it is on its way. */}
      <Suspense fallback={<Spinner label={t('quotes.opening')} />}>
        {paymentUsed ? <paymentDialog.Component jobRequestId={jobRequestId} variant={variant} /> : null}
      </Suspense>
      <Suspense fallback={<Spinner label={t('quotes.opening')} />}>
        {rejectUsed ? <rejectDialog.Component jobRequestId={jobRequestId} /> : null}
      </Suspense>
      <Suspense fallback={<Spinner label={t('quotes.opening')} />}>
        {termsUsed ? <termsDialog.Component variant={variant} /> : null}
      </Suspense>
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
