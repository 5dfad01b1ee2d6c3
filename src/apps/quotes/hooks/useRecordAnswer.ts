import { useSetAtom } from 'jotai';
import type { AutoQuoteResponse } from '../../../platform/domain/entities/autoQuote';
import { useApiMutate } from '../../../platform/react/useApiMutate';
import { openDialogAtom, outcomeAtom, type Outcome } from '../state';
import { autoQuoteKey } from './useAutoQuote';

/**
 * After a successful answer: close the dialog, show the confirmation, and mark the cached quote answered
 * so coming back to the link within the cache's lifetime shows the answer instead of Accept again.
 */
export function useRecordAnswer(jobRequestId: string) {
  const setOutcome = useSetAtom(outcomeAtom);
  const setDialog = useSetAtom(openDialogAtom);
  const mutate = useApiMutate();
  return (outcome: Outcome) => {
    setDialog(null);
    setOutcome(outcome);
    const acceptanceStatus = outcome === 'accepted' ? 'ACCEPTED' : 'REJECTED';
    void mutate<AutoQuoteResponse>(
      autoQuoteKey(jobRequestId),
      (quote) => quote && { ...quote, autoQuote: { ...quote.autoQuote, acceptanceStatus } },
      { revalidate: false },
    );
  };
}
