// What the auto-quote page shows (part 1 §2, §3), as data: targets sorted by name with pages and cost
// per language, the total in the quote's currency, and the page's state on the given clock.
import { autoQuoteState, type AutoQuoteState } from '../domain/autoQuote';
import { autoQuoteEstimate } from '../domain/autoQuoteEstimate';
import type { AutoQuoteResponse } from '../domain/entities/autoQuote';
import { formatMoney } from '../locale/money';

export interface AutoQuoteLine {
  language: string;
  pages: number;
  cost: number;
  costText: string;
}

export interface AutoQuoteSummary {
  name: string;
  source: string;
  state: AutoQuoteState;
  currency: string;
  pricePerPage: number;
  targets: AutoQuoteLine[];
  total: number;
  totalText: string;
  creationDate: string;
  acceptanceDeadline?: string | null;
  referenceId?: string | null;
}

export function summariseAutoQuote(quote: AutoQuoteResponse, now: number): AutoQuoteSummary {
  // The arithmetic is the page's own (autoQuoteEstimate); this adds the state, dates and money texts.
  const estimate = autoQuoteEstimate(quote);
  return {
    name: quote.name,
    source: estimate.sourceLanguage,
    state: autoQuoteState(quote, now),
    currency: estimate.currency,
    pricePerPage: estimate.pricePerPage,
    targets: estimate.targets.map((t) => ({
      language: t.name,
      pages: t.pages,
      cost: t.cost,
      costText: formatMoney(t.cost, estimate.currency),
    })),
    total: estimate.total,
    totalText: formatMoney(estimate.total, estimate.currency),
    creationDate: quote.autoQuote.creationDate,
    acceptanceDeadline: quote.autoQuote.acceptanceDeadline,
    referenceId: quote.externalReferenceId,
  };
}
