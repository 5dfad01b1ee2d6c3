// Status labels of the procurement (Coupa) flow (part 2 §4.1), each said in the language active when it is
// read (the CLI's, English).
import type { JobRequestStatus } from './enums';
import { requestStatusMessages } from './i18n/requestStatus/messages';

type LabelId = Parameters<typeof requestStatusMessages.t>[0];
type Label = LabelId | ((isQuoteRequest: boolean) => LabelId);

const LABELS: Readonly<Record<JobRequestStatus, Label>> = {
  ANALYZING: 'requestStatus.analyzing',
  TRANSLATING: 'requestStatus.translating',
  COMPLETED: 'requestStatus.completed',
  CREATED: (isQuote) => (isQuote ? 'requestStatus.estimating' : 'requestStatus.translating'),
  QUOTE_READY_FOR_CLIENT_REVIEW: 'requestStatus.quoteReady',
  READY_FOR_INTERNAL_REVIEW: 'requestStatus.processing',
  SCREENING: 'requestStatus.processing',
  REJECTED_BY_SCREENING: 'requestStatus.processing',
  SUBMITTING_TO_XTRF: 'requestStatus.processing',
  SUBMITTED_TO_XTRF: (isQuote) => (isQuote ? 'requestStatus.estimating' : 'requestStatus.inTranslation'),
  // The spec leaves the following unspecified. Chosen to read as outcomes a buyer understands, in the
  // wording of the machine translation groups where one exists ('Archived', 'Failed').
  ARCHIVED: 'requestStatus.archived',
  QUOTE_REJECTED: 'requestStatus.quoteRejected',
  QUOTE_ACCEPTED: 'requestStatus.quoteAccepted',
  // QUOTE_EXPIRED is not listed in the spec's Coupa labels either.
  QUOTE_EXPIRED: 'requestStatus.quoteExpired',
  CANCELLING: 'requestStatus.cancelling',
  CANCELLED: 'requestStatus.cancelled',
  FAILED: 'requestStatus.failed',
};

/**
 * Label of a Coupa request's status. CREATED and SUBMITTED_TO_XTRF depend on whether the request is a
 * quote request; any request type other than QUOTE_REQUEST reads as a translation request.
 */
export function coupaStatusLabel(
  status: string | null | undefined,
  requestType: string | null | undefined,
): string {
  // Own keys only: a status like 'toString' must not reach Object.prototype.
  if (!status || !Object.hasOwn(LABELS, status)) return requestStatusMessages.t('requestStatus.unknown');
  const label = LABELS[status as JobRequestStatus];
  return requestStatusMessages.t(
    typeof label === 'function' ? label(requestType === 'QUOTE_REQUEST') : label,
  );
}
