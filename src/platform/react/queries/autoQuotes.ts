// The quote behind an e-mailed link (public: it loads with or without a session). Its answers are
// autoQuotesMutations.ts: an answer marks the cached quote answered, so coming back to the link within the
// cache's lifetime shows the answer instead of Accept again.
import { getAutoQuote } from '../../api/autoQuotes';
import { mayRecoverByAskingAgain } from '../../http/errors';
import { useApiQuery } from '../useApiQuery';

export const autoQuoteKey = (jobRequestId: string) => ['autoQuote', jobRequestId] as const;

export function useAutoQuote(jobRequestId: string) {
  return useApiQuery(autoQuoteKey(jobRequestId), (http) => getAutoQuote(http, jobRequestId), {
    // A 4xx (unknown id, bad id) will not change by asking again; servers and networks may recover.
    shouldRetryOnError: mayRecoverByAskingAgain,
  });
}
