// Automatically generated quotes: read one by job request id, accept it with payment preferences or
// reject it with an optional reason. A 409 on an answer reads 'Conflict error' (already answered).

import type {
  AcceptAutoQuoteRequest,
  AutoQuoteResponse,
  PaymentPreferences,
} from '../domain/entities/autoQuote';
import type { HttpClient } from '../http/client';
import { QUOTE_ANSWER_MESSAGES } from '../http/catalogue';
import { hasFields } from '../http/shape';
import { segment, trimmedOrUndefined, type CallInit } from './call';

export function getAutoQuote(
  http: HttpClient,
  jobRequestId: string,
  init?: CallInit,
): Promise<AutoQuoteResponse> {
  return http.get(`/autoQuotes/${segment(jobRequestId)}`, {
    signal: init?.signal,
    expect: hasFields<AutoQuoteResponse>({ autoQuote: 'object', targetLanguages: 'array' }),
  });
}

/** Response not shown in the spec: the confirmation screen needs nothing from it. */
export async function acceptAutoQuote(
  http: HttpClient,
  jobRequestId: string,
  paymentPreferences: PaymentPreferences,
  init?: CallInit,
): Promise<void> {
  const body: AcceptAutoQuoteRequest = { paymentPreferences };
  await http.post(`/jobRequests/${segment(jobRequestId)}/actions/acceptAutoQuote`, body, {
    signal: init?.signal,
    messages: QUOTE_ANSWER_MESSAGES,
  });
}

export async function rejectAutoQuote(
  http: HttpClient,
  jobRequestId: string,
  rejectionReason?: string,
  init?: CallInit,
): Promise<void> {
  await http.post(
    `/jobRequests/${segment(jobRequestId)}/actions/rejectAutoQuote`,
    { rejectionReason: trimmedOrUndefined(rejectionReason) },
    { signal: init?.signal, messages: QUOTE_ANSWER_MESSAGES },
  );
}
