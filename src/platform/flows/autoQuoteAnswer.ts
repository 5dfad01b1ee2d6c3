// Answering an auto quote (part 1 §4, §5): accept with the payment dialog's values, or reject with an
// optional reason. Input is checked with the dialog's schemas first; an expired quote (the server's status
// or a passed deadline on this clock) is never sent; an already answered one gets the server's 409.
import { acceptAutoQuote, getAutoQuote, rejectAutoQuote } from '../api/autoQuotes';
import { isAutoQuoteExpired } from '../domain/autoQuote';
import type { HttpClient } from '../http/client';
import { acceptAgreementSchema, rejectReason } from '../validation/autoQuoteAnswer';
import { validatePaymentForm } from '../validation/paymentForm';
import {
  toPaymentPreferences,
  type PaymentFormValues,
  type PaymentPreferences,
} from '../validation/paymentPreferences';
import { validateSync, type FieldErrors } from '../validation/validateSync';
import { FLOW_MESSAGES, FlowError, assertValid } from './flowErrors';

export interface AcceptAutoQuoteValues extends PaymentFormValues {
  /** The terms checkbox. */
  agreement?: boolean;
}

export interface AnswerOptions {
  /** The clock the acceptance deadline is judged on (ms). */
  now?: () => number;
  signal?: AbortSignal;
}

export function acceptAutoQuoteErrors(values: AcceptAutoQuoteValues): FieldErrors {
  return {
    ...validateSync(acceptAgreementSchema, { agreement: values.agreement }),
    // Only the chosen option's fields: a value typed under another option neither blocks nor travels.
    ...validatePaymentForm(values),
  };
}

async function assertNotExpired(http: HttpClient, jobRequestId: string, options: AnswerOptions) {
  const quote = await getAutoQuote(http, jobRequestId, { signal: options.signal });
  if (isAutoQuoteExpired(quote, (options.now ?? Date.now)())) {
    throw new FlowError('quoteExpired', FLOW_MESSAGES.quoteExpired);
  }
}

/** Returns the payment preferences that were sent. */
export async function acceptAutoQuoteFlow(
  http: HttpClient,
  jobRequestId: string,
  values: AcceptAutoQuoteValues,
  options: AnswerOptions = {},
): Promise<PaymentPreferences> {
  assertValid(acceptAutoQuoteErrors(values));
  const preferences = toPaymentPreferences(values);
  await assertNotExpired(http, jobRequestId, options);
  await acceptAutoQuote(http, jobRequestId, preferences, { signal: options.signal });
  return preferences;
}

/** Returns the reason as sent (trimmed, undefined when blank). */
export async function rejectAutoQuoteFlow(
  http: HttpClient,
  jobRequestId: string,
  reason: string | undefined,
  options: AnswerOptions = {},
): Promise<string | undefined> {
  const sent = rejectReason(reason);
  await assertNotExpired(http, jobRequestId, options);
  await rejectAutoQuote(http, jobRequestId, sent, { signal: options.signal });
  return sent;
}
