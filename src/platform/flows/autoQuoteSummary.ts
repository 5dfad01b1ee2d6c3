// What the auto-quote page shows (part 1 §2, §3), as data: targets sorted by name with pages and cost
// per language, the total in the quote's currency, the reference id and the page's state on the given
// clock. The page's Estimate and `llts quote show` both present this, so neither computes anything.
import { autoQuoteState, type AutoQuoteState } from '../domain/autoQuote';
import { autoQuoteEstimate } from '../domain/autoQuoteEstimate';
import type { AutoQuoteResponse } from '../domain/entities/autoQuote';
import { formatMoney } from '../locale/money';
import { formatPages } from '../locale/pages';

export interface AutoQuoteLine {
  language: string;
  pages: number;
  pagesText: string;
  cost: number;
  costText: string;
}

export interface AutoQuoteSummary {
  name: string;
  source: string;
  state: AutoQuoteState;
  /** ACCEPTED, REJECTED, or none while unanswered. */
  acceptanceStatus?: string | null;
  currency: string;
  pricePerPage: number;
  pricePerPageText: string;
  targets: AutoQuoteLine[];
  total: number;
  totalText: string;
  creationDate: string;
  acceptanceDeadline?: string | null;
  /** The provider's external reference, else the job request id the quote was opened by. */
  referenceId?: string | null;
}

export function summariseAutoQuote(
  quote: AutoQuoteResponse,
  now: number,
  jobRequestId?: string,
): AutoQuoteSummary {
  // The arithmetic is the page's own (autoQuoteEstimate); this adds the state, dates and money texts.
  const estimate = autoQuoteEstimate(quote);
  const money = (amount: number) => formatMoney(amount, estimate.currency);
  return {
    name: quote.name,
    source: estimate.sourceLanguage,
    state: autoQuoteState(quote, now),
    acceptanceStatus: quote.autoQuote.acceptanceStatus ?? null,
    currency: estimate.currency,
    pricePerPage: estimate.pricePerPage,
    pricePerPageText: money(estimate.pricePerPage),
    targets: estimate.targets.map((t) => ({
      language: t.name,
      pages: t.pages,
      pagesText: formatPages(t.pages, estimate.currency),
      cost: t.cost,
      costText: money(t.cost),
    })),
    total: estimate.total,
    totalText: money(estimate.total),
    creationDate: quote.autoQuote.creationDate,
    acceptanceDeadline: quote.autoQuote.acceptanceDeadline,
    referenceId: quote.externalReferenceId || jobRequestId || null,
  };
}
