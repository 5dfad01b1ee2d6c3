// Accepting and rejecting an auto quote. Apart from autoQuotes.ts because the flows bring the payment rules,
// which the quote page loads with its answer dialogs only.
import { useCallback, useMemo } from 'react';
import type { AutoQuoteResponse } from '../../domain/entities/autoQuote';
import {
  acceptAutoQuoteFlow,
  rejectAutoQuoteFlow,
  type AcceptAutoQuoteValues,
} from '../../flows/autoQuoteAnswer';
import { useHttpClient } from '../platformStore';
import { useApiMutate } from '../useApiMutate';
import { autoQuoteKey } from './autoQuotes';

/**
 * Accepting and rejecting a quote: the same flows as `llts quote accept|reject` (the deadline re-checked
 * before sending, the reason trimmed), then the cached quote marked answered.
 */
export function useAnswerAutoQuote(jobRequestId: string) {
  const http = useHttpClient();
  const mutate = useApiMutate();
  const answered = useCallback(
    (acceptanceStatus: 'ACCEPTED' | 'REJECTED') =>
      void mutate<AutoQuoteResponse>(
        autoQuoteKey(jobRequestId),
        (quote) => quote && { ...quote, autoQuote: { ...quote.autoQuote, acceptanceStatus } },
        { revalidate: false },
      ),
    [mutate, jobRequestId],
  );
  return useMemo(
    () => ({
      accept: async (values: AcceptAutoQuoteValues) => {
        await acceptAutoQuoteFlow(http, jobRequestId, values);
        answered('ACCEPTED');
      },
      reject: async (reason: string | undefined) => {
        await rejectAutoQuoteFlow(http, jobRequestId, reason);
        answered('REJECTED');
      },
    }),
    [http, jobRequestId, answered],
  );
}
