// Row actions of the request lists (part 2 §2.7, §4.1, §5): rename and archive are refused in ARCHIVED,
// CREATED and SUBMITTING_TO_XTRF; a quote is answered only in QUOTE_READY_FOR_CLIENT_REVIEW. The status is
// read first, as the list shows it, so the refusal names the status instead of a bare server error.
import {
  acceptQuote,
  archiveJobRequest,
  getJobRequest,
  rejectQuote,
  renameJobRequest,
} from '../api/jobRequests';
import type { AcceptQuoteResponse } from '../domain/entities/jobRequest';
import { canAnswerQuote, canRenameOrArchive } from '../domain/jobRequestStatus';
import type { HttpClient } from '../http/client';
import { rejectReason } from '../validation/autoQuoteAnswer';
import { renameSchema } from '../validation/projectSchemas';
import { validateSync } from '../validation/validateSync';
import { FlowError, assertValid } from './flowErrors';

/** The archive confirmation: the request lists' dialog and `llts request archive` ask the same. */
export const ARCHIVE_REQUEST_TEXTS = {
  title: 'Archive request',
  question: (name: string) => `Archive “${name}”? It will be listed under the Archived status.`,
  confirm: 'Archive',
} as const;

/** The refusal of a row action in a status that does not allow it (the lists disable the action for it). */
export const statusRefusal = (action: string, id: string, status: string): string =>
  `Cannot ${action} ${id}: its status is ${status}.`;

async function requireStatus(
  http: HttpClient,
  id: string,
  allowed: (status: string) => boolean,
  action: string,
) {
  const request = await getJobRequest(http, id);
  if (!allowed(request.status)) {
    throw new FlowError('statusNotAllowed', statusRefusal(action, id, request.status));
  }
  return request;
}

export async function renameRequestFlow(http: HttpClient, id: string, newName: string): Promise<string> {
  assertValid(validateSync(renameSchema, { newName }));
  await requireStatus(http, id, canRenameOrArchive, 'rename');
  const trimmed = newName.trim();
  await renameJobRequest(http, id, trimmed);
  return trimmed;
}

export async function archiveRequestFlow(http: HttpClient, id: string): Promise<void> {
  await requireStatus(http, id, canRenameOrArchive, 'archive');
  await archiveJobRequest(http, id);
}

export async function acceptQuoteFlow(http: HttpClient, id: string): Promise<AcceptQuoteResponse> {
  await requireStatus(http, id, canAnswerQuote, 'accept the quote of');
  return acceptQuote(http, id);
}

export async function rejectQuoteFlow(
  http: HttpClient,
  id: string,
  reason?: string,
): Promise<string | undefined> {
  await requireStatus(http, id, canAnswerQuote, 'reject the quote of');
  const sent = rejectReason(reason);
  await rejectQuote(http, id, sent);
  return sent;
}
