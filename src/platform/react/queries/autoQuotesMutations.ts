// Accepting and rejecting an auto quote: the same flows as `llts quote accept|reject` (the deadline
// re-checked before sending, the reason trimmed), then the cached quote marked answered. Apart from
// autoQuotes.ts because the flows bring the payment rules, which the quote page loads with its dialogs only.
import type { AutoQuoteResponse } from '../../domain/entities/autoQuote';
import type { QuoteAcceptanceStatus } from '../../domain/enums';
import { acceptAutoQuoteFlow, rejectAutoQuoteFlow } from '../../flows/autoQuoteAnswer';
import { useApiChange, type ApiMutate } from '../useApiMutate';
import { autoQuoteKey } from './autoQuotes';

const markAnswered = (mutate: ApiMutate, jobRequestId: string, acceptanceStatus: QuoteAcceptanceStatus) =>
  void mutate<AutoQuoteResponse>(
    autoQuoteKey(jobRequestId),
    (quote) => quote && { ...quote, autoQuote: { ...quote.autoQuote, acceptanceStatus } },
    { revalidate: false },
  );

export function useAnswerAutoQuote() {
  return {
    accept: useApiChange(acceptAutoQuoteFlow, (mutate, _sent, jobRequestId) =>
      markAnswered(mutate, jobRequestId, 'ACCEPTED'),
    ),
    reject: useApiChange(rejectAutoQuoteFlow, (mutate, _sent, jobRequestId) =>
      markAnswered(mutate, jobRequestId, 'REJECTED'),
    ),
  };
}
