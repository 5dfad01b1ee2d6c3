// Job requests: create (signed in or not), list with cursor paging, read, rename, archive, escalate to a
// human expert, and answer a (non-auto) quote. Archive 400/404 and quote answers' 409 carry the spec's
// per-call messages.

import type {
  AcceptQuoteResponse,
  CreateJobRequestBody,
  CreatedJobRequest,
  JobRequest,
  JobRequestPage,
  ListJobRequestsQuery,
  SubmitToHumanExpertBody,
  UnauthenticatedCreateJobRequestBody,
} from '../domain/entities/jobRequest';
import type { HttpClient } from '../http/client';
import { ARCHIVE_MESSAGES, QUOTE_ANSWER_MESSAGES } from '../http/catalogue';
import { hasFields, isRecord } from '../http/shape';
import { segment, trimmedOrUndefined, type CallInit } from './call';

const isCreated = hasFields<CreatedJobRequest>({ id: 'string' });
const actionPath = (id: string, action: string) => `/jobRequests/${segment(id)}/actions/${action}`;

export function createJobRequest(
  http: HttpClient,
  body: CreateJobRequestBody,
  init?: CallInit,
): Promise<CreatedJobRequest> {
  return http.post('/jobRequests', body, { signal: init?.signal, expect: isCreated });
}

// Shape not shown in the spec: answers the new id like the signed-in create.
export function createUnauthenticatedJobRequest(
  http: HttpClient,
  body: UnauthenticatedCreateJobRequestBody,
  init?: CallInit,
): Promise<CreatedJobRequest> {
  return http.post('/jobRequests/actions/unauthenticatedCreateJobRequest', body, {
    signal: init?.signal,
    expect: isCreated,
  });
}

export function listJobRequests(
  http: HttpClient,
  query: ListJobRequestsQuery,
  init?: CallInit,
): Promise<JobRequestPage> {
  return http.get('/jobRequests', {
    query: {
      origination: query.origination,
      pageToken: query.pageToken,
      pageSize: query.pageSize,
      status: query.status,
    },
    signal: init?.signal,
    expect: hasFields<JobRequestPage>({ items: 'array' }),
  });
}

export function getJobRequest(http: HttpClient, id: string, init?: CallInit): Promise<JobRequest> {
  return http.get(`/jobRequests/${segment(id)}`, {
    signal: init?.signal,
    expect: hasFields<JobRequest>({ id: 'string', status: 'string' }),
  });
}

export async function renameJobRequest(
  http: HttpClient,
  id: string,
  newName: string,
  init?: CallInit,
): Promise<void> {
  await http.post(actionPath(id, 'renameJobRequest'), { newName }, { signal: init?.signal });
}

export async function archiveJobRequest(http: HttpClient, id: string, init?: CallInit): Promise<void> {
  await http.post(actionPath(id, 'archive'), undefined, { signal: init?.signal, messages: ARCHIVE_MESSAGES });
}

/** The escalation always asks for a quote: requestType is QUOTE_REQUEST whatever the caller has. */
export async function submitToHumanExpert(
  http: HttpClient,
  id: string,
  body: SubmitToHumanExpertBody,
  init?: CallInit,
): Promise<void> {
  await http.post(
    actionPath(id, 'submitToXtrf'),
    { ...body, requestType: 'QUOTE_REQUEST' },
    { signal: init?.signal },
  );
}

// An empty answer is a success without a redirect.
const isAcceptQuoteAnswer = (value: unknown): value is AcceptQuoteResponse | undefined =>
  value === undefined ||
  (isRecord(value) && (value.redirectUrl == null || typeof value.redirectUrl === 'string'));

export async function acceptQuote(
  http: HttpClient,
  id: string,
  init?: CallInit,
): Promise<AcceptQuoteResponse> {
  const answer = await http.post(actionPath(id, 'acceptQuote'), undefined, {
    signal: init?.signal,
    messages: QUOTE_ANSWER_MESSAGES,
    expect: isAcceptQuoteAnswer,
  });
  return answer ?? {};
}

export async function rejectQuote(
  http: HttpClient,
  id: string,
  rejectionReason?: string,
  init?: CallInit,
): Promise<void> {
  await http.post(
    actionPath(id, 'rejectQuote'),
    { rejectionReason: trimmedOrUndefined(rejectionReason) },
    { signal: init?.signal, messages: QUOTE_ANSWER_MESSAGES },
  );
}
