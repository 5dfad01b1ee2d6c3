import { useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import type { AutoQuoteResponse } from '../../../platform/domain/entities/autoQuote';
import { useIdentityKey } from '../../../platform/react/session';
import { openDialogAtom, outcomeAtom, type Outcome } from '../state';
import { autoQuoteKey } from './useAutoQuote';

/**
 * After a successful answer: close the dialog, show the confirmation, and mark the cached quote answered
 * so coming back to the link within the cache's lifetime shows the answer instead of Accept again.
 */
export function useRecordAnswer(jobRequestId: string) {
  const setOutcome = useSetAtom(outcomeAtom);
  const setDialog = useSetAtom(openDialogAtom);
  const identity = useIdentityKey();
  const { mutate } = useSWRConfig();
  return (outcome: Outcome) => {
    setDialog(null);
    setOutcome(outcome);
    const acceptanceStatus = outcome === 'accepted' ? 'ACCEPTED' : 'REJECTED';
    // useApiQuery prefixes every key with the identity; the same prefix reaches the same entry.
    void mutate<AutoQuoteResponse>(
      [identity, ...autoQuoteKey(jobRequestId)],
      (quote) => quote && { ...quote, autoQuote: { ...quote.autoQuote, acceptanceStatus } },
      { revalidate: false },
    );
  };
}
