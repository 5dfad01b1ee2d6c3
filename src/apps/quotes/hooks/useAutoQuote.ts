import { getAutoQuote } from '../../../platform/api/autoQuotes';
import { mayRecoverByAskingAgain } from '../../../platform/http/errors';
import { useApiQuery } from '../../../platform/react/useApiQuery';

export const autoQuoteKey = (jobRequestId: string) => ['autoQuote', jobRequestId] as const;

/** The quote behind the e-mailed link (public: it loads with or without a session). */
export function useAutoQuote(jobRequestId: string) {
  return useApiQuery(autoQuoteKey(jobRequestId), (http) => getAutoQuote(http, jobRequestId), {
    // A 4xx (unknown id, bad id) will not change by asking again; servers and networks may recover.
    shouldRetryOnError: mayRecoverByAskingAgain,
  });
}
