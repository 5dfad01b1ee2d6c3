// The error catalogue of spec part 1 §8 / part 2 §8, and the common texts shown to users.
import { PAGE_FAILURE_TEXTS } from './pageFailureTexts';

export const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const GENERIC_ERROR = 'Generic Error';

/** Status text of the catalogue; any other non-OK status is a 'Generic Error'. */
export function catalogueStatusText(status: number): string {
  return STATUS_TEXTS[status] ?? GENERIC_ERROR;
}

export const COMMON_MESSAGES = {
  oops: PAGE_FAILURE_TEXTS.oops,
  unexpected: 'Unexpected error',
  tryLater: 'An error occurred. Please try again later.',
  badInput: 'Bad input parameter',
  conflict: 'Conflict error',
  branchNotFound: 'Branch not found',
  invalidOrigination: 'Invalid request origination',
  jobRequestNotFound: 'Job request not found',
  network: PAGE_FAILURE_TEXTS.network,
  badResponse: 'The server sent an unexpected response.',
  signInFailed: 'Unable to sign in.  Please try again later.',
} as const;

/** Per-call messages the spec attaches to a status; they win over the body's message. */
export type StatusMessages = Partial<Record<number, string>>;

export const QUOTE_ANSWER_MESSAGES: StatusMessages = { 409: COMMON_MESSAGES.conflict };
export const BRANCH_MESSAGES: StatusMessages = { 404: COMMON_MESSAGES.branchNotFound };
export const ARCHIVE_MESSAGES: StatusMessages = {
  400: COMMON_MESSAGES.invalidOrigination,
  404: COMMON_MESSAGES.jobRequestNotFound,
};
