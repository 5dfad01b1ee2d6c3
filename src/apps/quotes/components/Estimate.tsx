import type { AutoQuoteResponse } from '../../../platform/domain/entities/autoQuote';
import { summariseAutoQuote } from '../../../platform/flows/autoQuoteSummary';
import { ACCEPTANCE_LABEL_IDS } from '../../../platform/flows/quoteDocument';
import { formatDisplayDate } from '../../../platform/locale/dates';
import { PAGE_HEADING_CLASSES, PageHeading } from '../../../ui/page/PageHeading';
import { DownloadPdfButton } from './DownloadPdfButton';
import { LanguageBreakdown } from './LanguageBreakdown';
import { domainMessages } from '../../../platform/domain/messages';
import { quotesMessages } from '../messages';
import { useMessages } from '../../../ui/uiLocale';
import { QUOTE_VALIDITY_VALUES } from '../../../platform/domain/quoteLabels';

/** An answered quote's status in the reader's language; a status the portal does not know, as it came. */
function acceptanceLabel(answer: string, tp: (typeof domainMessages)['t']): string {
  return answer in ACCEPTANCE_LABEL_IDS
    ? tp(ACCEPTANCE_LABEL_IDS[answer as keyof typeof ACCEPTANCE_LABEL_IDS])
    : answer;
}

/**
 * The ballpark estimate: facts of the request, the per-language accordion and the total, as the platform
 * summarises them (the same summary `llts quote show` prints). The state is not shown here, so the clock
 * passed is irrelevant. Printed, the card loses its frame and the PDF button (Print gives a clean page).
 */
export function Estimate({
  quote,
  jobRequestId,
  heading = 'h1',
}: {
  quote: AutoQuoteResponse;
  jobRequestId: string;
  /** h2 below an answer's confirmation, whose title is the page's h1. */
  heading?: 'h1' | 'h2';
}) {
  const t = useMessages(quotesMessages);
  const tp = useMessages(domainMessages);
  const summary = summariseAutoQuote(quote, 0, jobRequestId);
  const answer = summary.acceptanceStatus;
  const deadline = formatDisplayDate(summary.acceptanceDeadline);
  const facts: [string, string][] = [
    [tp('quote.created'), formatDisplayDate(summary.creationDate)],
    [tp('quote.sourceLanguage'), summary.source],
    [tp('quote.targetLanguages'), summary.targets.map((target) => target.language).join(', ')],
    [tp('quote.acceptanceStatus'), answer ? acceptanceLabel(answer, tp) : tp('quote.notAnswered')],
    [tp('quote.referenceId'), summary.referenceId ?? ''],
  ];
  return (
    <section
      aria-labelledby="quote-title"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {heading === 'h1' ? (
          <PageHeading id="quote-title">{tp('quote.pageTitle')}</PageHeading>
        ) : (
          <h2 id="quote-title" className={PAGE_HEADING_CLASSES}>
            {tp('quote.pageTitle')}
          </h2>
        )}
        <DownloadPdfButton quote={quote} jobRequestId={jobRequestId} />
      </div>
      {quote.name ? <p className="mt-1 break-words text-slate-700">{quote.name}</p> : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <LanguageBreakdown summary={summary} />
      <p className="mt-6 flex flex-wrap items-baseline justify-between gap-2 border-t border-slate-200 pt-4">
        <span className="text-lg font-semibold text-slate-900">{tp('quote.total')}</span>
        <span className="text-2xl font-bold text-primary-800" data-testid="quote-total">
          {summary.totalText}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {tp('quote.validity', QUOTE_VALIDITY_VALUES)}
        {deadline ? ` ${t('quotes.answerByDate', { deadline })}` : null}
      </p>
    </section>
  );
}
