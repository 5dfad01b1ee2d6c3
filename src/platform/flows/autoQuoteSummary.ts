// What the auto-quote page shows (part 1 §2, §3), as data: targets sorted by name with pages and cost
// per language, the total in the quote's currency, and the page's state on the given clock.
import { autoQuoteState, costPerLanguage, pagesPerLanguage, sortByName, type AutoQuoteState } from '../domain/autoQuote';
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
  const { autoQuote } = quote;
  const targets = sortByName(quote.targetLanguages);
  const pages = pagesPerLanguage(autoQuote.totalPages, targets.length);
  const cost = costPerLanguage(autoQuote.pricePerPage, pages);
  return {
    name: quote.name,
    source: quote.sourceLanguage?.name ?? '',
    state: autoQuoteState(quote, now),
    currency: autoQuote.currency,
    pricePerPage: autoQuote.pricePerPage,
    targets: targets.map((t) => ({ language: t.name, pages, cost, costText: formatMoney(cost, autoQuote.currency) })),
    total: autoQuote.price,
    totalText: formatMoney(autoQuote.price, autoQuote.currency),
    creationDate: autoQuote.creationDate,
    acceptanceDeadline: autoQuote.acceptanceDeadline,
    referenceId: quote.externalReferenceId,
  };
}
