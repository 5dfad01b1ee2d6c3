// Rules of the auto-quote page (spec part 1 §3 and §4). Time is passed in so the rules are testable.

export interface AutoQuoteLike {
  status: string;
  autoQuote?: {
    acceptanceStatus?: string | null;
    acceptanceDeadline?: string | null;
  } | null;
}

export type AutoQuoteState = 'expired' | 'accepted' | 'rejected' | 'answerable' | 'pending';

const toMs = (now: Date | number) => (typeof now === 'number' ? now : now.getTime());

/** Answerable only while the quote awaits the client and nobody has answered it yet. */
export function isAutoQuoteAnswerable(q: AutoQuoteLike): boolean {
  return q.status === 'QUOTE_READY_FOR_CLIENT_REVIEW' && !q.autoQuote?.acceptanceStatus;
}

/**
 * Expired when the server says so or the acceptance deadline lies strictly before now. An unparsable
 * deadline is ignored rather than treated as passed: the server status still catches real expiry.
 */
export function isAutoQuoteExpired(q: AutoQuoteLike, now: Date | number): boolean {
  if (q.status === 'QUOTE_EXPIRED') return true;
  const deadline = q.autoQuote?.acceptanceDeadline;
  if (!deadline) return false;
  const deadlineMs = Date.parse(deadline);
  return !Number.isNaN(deadlineMs) && deadlineMs < toMs(now);
}

/**
 * Which screen the page shows. Expiry wins over everything (the spec: "then only the expired screen
 * shows"), then a recorded answer, then whether it can still be answered; 'pending' covers statuses in
 * which the quote is not (yet) offered to the client.
 */
export function autoQuoteState(q: AutoQuoteLike, now: Date | number): AutoQuoteState {
  if (isAutoQuoteExpired(q, now)) return 'expired';
  const answer = q.autoQuote?.acceptanceStatus;
  if (answer === 'ACCEPTED') return 'accepted';
  if (answer === 'REJECTED') return 'rejected';
  return isAutoQuoteAnswerable(q) ? 'answerable' : 'pending';
}

/**
 * Pages attributed to each target language. Not rounded (the display formats it); no targets gives 0
 * instead of a division by zero.
 */
export function pagesPerLanguage(totalPages: number, targetCount: number): number {
  if (!(targetCount > 0) || !Number.isFinite(totalPages)) return 0;
  return totalPages / targetCount;
}

export function costPerLanguage(pricePerPage: number, pages: number): number {
  if (!Number.isFinite(pricePerPage) || !Number.isFinite(pages)) return 0;
  return pricePerPage * pages;
}
