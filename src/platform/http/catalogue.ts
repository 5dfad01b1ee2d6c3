// The error catalogue of spec part 1 §8 / part 2 §8, and the common texts shown to users: each text in the
// active language when it is read (an error made now says it in the language chosen; the CLI, English).
import { activeLabels } from '../i18n/runtime';
import { errorMessages } from './messages';
import { PAGE_FAILURE_TEXTS } from './pageFailureTexts';

export { errorMessages };

export const STATUS_TEXTS: Readonly<Record<number, string>> = activeLabels(errorMessages, {
  400: 'errors.status.badRequest',
  401: 'errors.status.unauthorized',
  403: 'errors.status.forbidden',
  404: 'errors.status.notFound',
  500: 'errors.status.internalServerError',
  502: 'errors.status.badGateway',
  503: 'errors.status.serviceUnavailable',
});

/** Status text of the catalogue; any other non-OK status is a 'Generic Error'. */
export function catalogueStatusText(status: number): string {
  return STATUS_TEXTS[status] ?? errorMessages.t('errors.status.generic');
}

const COMMON_MESSAGE_IDS = {
  unexpected: 'errors.unexpected',
  tryLater: 'errors.tryLater',
  badInput: 'errors.badInput',
  conflict: 'errors.conflict',
  branchNotFound: 'errors.branchNotFound',
  invalidOrigination: 'errors.invalidOrigination',
  jobRequestNotFound: 'errors.jobRequestNotFound',
  badResponse: 'errors.badResponse',
  signInFailed: 'errors.signInFailed',
} as const;

const catalogueTexts = activeLabels(errorMessages, COMMON_MESSAGE_IDS);

/** Read, not copied: `{ ...COMMON_MESSAGES }` would fix the texts in the language of the moment. */
export const COMMON_MESSAGES: typeof catalogueTexts & typeof PAGE_FAILURE_TEXTS = Object.defineProperties(
  {},
  {
    ...Object.getOwnPropertyDescriptors(PAGE_FAILURE_TEXTS),
    ...Object.getOwnPropertyDescriptors(catalogueTexts),
  },
) as typeof catalogueTexts & typeof PAGE_FAILURE_TEXTS;

/** Per-call messages the spec attaches to a status; they win over the body's message. */
export type StatusMessages = Partial<Record<number, string>>;

export const QUOTE_ANSWER_MESSAGES: StatusMessages = activeLabels(errorMessages, { 409: 'errors.conflict' });
export const BRANCH_MESSAGES: StatusMessages = activeLabels(errorMessages, { 404: 'errors.branchNotFound' });
export const ARCHIVE_MESSAGES: StatusMessages = activeLabels(errorMessages, {
  400: 'errors.invalidOrigination',
  404: 'errors.jobRequestNotFound',
});
