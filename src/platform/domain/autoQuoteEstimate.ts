// The ballpark estimate of an auto quote as both the quote page and `llts quote` present it (part 1 §2-3):
// targets sorted by name, each with its share of pages and its cost, and the project total. Built on the
// per-language rules of autoQuote.ts so the arithmetic exists once.
import { costPerLanguage, pagesPerLanguage } from './autoQuote';
import { sortByName } from './names';

export interface AutoQuoteEstimateInput {
  sourceLanguage?: { name?: string | null } | null;
  targetLanguages?: readonly { name?: string | null }[] | null;
  autoQuote?: {
    pricePerPage?: number | null;
    price?: number | null;
    currency?: string | null;
    totalPages?: number | null;
  } | null;
}

export interface LanguageEstimate {
  name: string;
  /** totalPages ÷ number of targets, unrounded (formatting is the presenter's job). */
  pages: number;
  /** pricePerPage × pages. */
  cost: number;
}

export interface AutoQuoteEstimate {
  sourceLanguage: string;
  targets: LanguageEstimate[];
  pricePerPage: number;
  totalPages: number;
  /** The quote's own price; the sum of the per-language costs only when the quote carries none. */
  total: number;
  currency: string;
}

const num = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export function autoQuoteEstimate(quote: AutoQuoteEstimateInput): AutoQuoteEstimate {
  const targets = sortByName(quote.targetLanguages ?? []);
  const pricePerPage = num(quote.autoQuote?.pricePerPage);
  const totalPages = num(quote.autoQuote?.totalPages);
  const pages = pagesPerLanguage(totalPages, targets.length);
  const rows = targets.map((target) => ({
    name: target.name ?? '',
    pages,
    cost: costPerLanguage(pricePerPage, pages),
  }));
  // The server's price is what the client accepts (it may include minimums); summing is only a fallback.
  const price = quote.autoQuote?.price;
  const total =
    typeof price === 'number' && Number.isFinite(price)
      ? price
      : rows.reduce((sum, row) => sum + row.cost, 0);
  return {
    sourceLanguage: quote.sourceLanguage?.name ?? '',
    targets: rows,
    pricePerPage,
    totalPages,
    total,
    currency: quote.autoQuote?.currency ?? '',
  };
}
