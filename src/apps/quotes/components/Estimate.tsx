import type { AutoQuoteResponse } from '../../../platform/domain/entities/autoQuote';
import { summariseAutoQuote } from '../../../platform/flows/autoQuoteSummary';
import { ACCEPTANCE_LABELS } from '../../../platform/flows/quoteDocument';
import { formatDisplayDate } from '../../../platform/locale/dates';
import { PAGE_HEADING_CLASSES, PageHeading } from '../../../ui/page/PageHeading';
import { TEXTS } from '../texts';
import { DownloadPdfButton } from './DownloadPdfButton';
import { LanguageBreakdown } from './LanguageBreakdown';

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
  const summary = summariseAutoQuote(quote, 0, jobRequestId);
  const answer = summary.acceptanceStatus;
  const deadline = formatDisplayDate(summary.acceptanceDeadline);
  const facts: [string, string][] = [
    [TEXTS.created, formatDisplayDate(summary.creationDate)],
    [TEXTS.sourceLanguage, summary.source],
    [TEXTS.targetLanguages, summary.targets.map((target) => target.language).join(', ')],
    [TEXTS.acceptanceStatus, answer ? (ACCEPTANCE_LABELS[answer] ?? answer) : TEXTS.notAnswered],
    [TEXTS.referenceId, summary.referenceId ?? ''],
  ];
  return (
    <section
      aria-labelledby="quote-title"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {heading === 'h1' ? (
          <PageHeading id="quote-title">{TEXTS.pageTitle}</PageHeading>
        ) : (
          <h2 id="quote-title" className={PAGE_HEADING_CLASSES}>
            {TEXTS.pageTitle}
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
        <span className="text-lg font-semibold text-slate-900">{TEXTS.total}</span>
        <span className="text-2xl font-bold text-primary-800" data-testid="quote-total">
          {summary.totalText}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {TEXTS.validity}
        {deadline ? ` ${TEXTS.answerBy} ${deadline}.` : null}
      </p>
    </section>
  );
}
