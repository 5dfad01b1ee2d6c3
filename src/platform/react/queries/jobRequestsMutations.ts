// The changes to a job request (rename, archive, human escalation, Coupa's quote answer): each hook runs its
// flow, then jobRequestsChanged refreshes every list page and every request, so no screen decides what a
// change makes stale. New MT requests are machineTranslationMutations.ts.
import { acceptQuote, rejectQuote, submitToHumanExpert } from '../../api/jobRequests';
import { archiveRequestFlow, renameRequestFlow } from '../../flows/requestActions';
import { safeUrl } from '../../http/safeUrl';
import { useApiChange } from '../useApiMutate';
import { jobRequestsChanged } from './jobRequests';

/** Renames a request (renameRequestFlow: the status check and the 250-character rule); returns the name sent. */
export const useRenameRequest = () => useApiChange(renameRequestFlow, jobRequestsChanged);

/** Archives a request (archiveRequestFlow: refused in ARCHIVED, CREATED and SUBMITTING_TO_XTRF). */
export const useArchiveRequest = () => useApiChange(archiveRequestFlow, jobRequestsChanged);

/** Sends a request to a human expert with the body the drawer built (humanEscalationBody). */
export const useEscalateRequest = () => useApiChange(submitToHumanExpert, jobRequestsChanged);

/**
 * Coupa's answer to a quote. An accepted quote whose answer redirects to a web address leaves the portal for
 * Coupa, so nothing is refreshed; otherwise the request changed here.
 */
export function useAnswerCoupaQuote() {
  return {
    accept: useApiChange(acceptQuote, (mutate, answer) =>
      safeUrl(answer.redirectUrl) ? undefined : jobRequestsChanged(mutate),
    ),
    reject: useApiChange(rejectQuote, jobRequestsChanged),
  };
}
