// The changes to a job request (rename, archive, human escalation, Coupa's quote answer): each hook calls its
// flow, then useJobRequestsChanged refreshes every list page and every request, so no screen decides what a
// change makes stale. New MT requests are machineTranslationMutations.ts.
import { useCallback } from 'react';
import { acceptQuote, rejectQuote, submitToHumanExpert } from '../../api/jobRequests';
import type { SubmitToHumanExpertBody } from '../../domain/entities/jobRequest';
import { archiveRequestFlow, renameRequestFlow } from '../../flows/requestActions';
import { safeUrl } from '../../http/safeUrl';
import { useHttpClient } from '../platformStore';
import { useJobRequestsChanged } from './jobRequests';

/** Renames a request (renameRequestFlow: the status check and the 250-character rule); returns the name sent. */
export function useRenameRequest() {
  const http = useHttpClient();
  const changed = useJobRequestsChanged();
  return useCallback(
    async (id: string, newName: string) => {
      const sent = await renameRequestFlow(http, id, newName);
      await changed();
      return sent;
    },
    [http, changed],
  );
}

/** Archives a request (archiveRequestFlow: refused in ARCHIVED, CREATED and SUBMITTING_TO_XTRF). */
export function useArchiveRequest() {
  const http = useHttpClient();
  const changed = useJobRequestsChanged();
  return useCallback(
    async (id: string) => {
      await archiveRequestFlow(http, id);
      await changed();
    },
    [http, changed],
  );
}

/** Sends a request to a human expert with the body the drawer built (humanEscalationBody). */
export function useEscalateRequest() {
  const http = useHttpClient();
  const changed = useJobRequestsChanged();
  return useCallback(
    async (id: string, body: SubmitToHumanExpertBody) => {
      await submitToHumanExpert(http, id, body);
      await changed();
    },
    [http, changed],
  );
}

/**
 * Coupa's answer to a quote. Accepting returns the server's answer and, when its redirect is a web
 * address, `leaveTo`: the page leaves for Coupa, so nothing is refreshed; otherwise the request changed here.
 */
export function useAnswerCoupaQuote() {
  const http = useHttpClient();
  const changed = useJobRequestsChanged();
  const accept = useCallback(
    async (id: string) => {
      const answer = await acceptQuote(http, id);
      const leaveTo = safeUrl(answer.redirectUrl);
      if (!leaveTo) await changed();
      return { ...answer, leaveTo };
    },
    [http, changed],
  );
  const reject = useCallback(
    async (id: string, reason?: string) => {
      await rejectQuote(http, id, reason);
      await changed();
    },
    [http, changed],
  );
  return { accept, reject };
}
