// The procurement (Coupa) punch-out (part 2 §2.10): the starter trades a punch-out request id for a
// username and a one-time token and signs in with them; the request reference is kept for the tab's
// session; the request page's tabs read from the job request. Portal and `llts coupa` share these rules.
import { initializePunchoutLogIn } from '../api/tradeCentric';
import type { JobRequest, JobRequestFile, JobRequestFileLink } from '../domain/entities/jobRequest';
import { compareNames } from '../domain/names';
import type { HttpClient } from '../http/client';
import { activeLabels } from '../i18n/runtime';
import { safeUrl, type SafeUrl } from '../http/safeUrl';
import type { KeyValueStorage } from '../storage/storage';
import { FlowError } from './flowErrors';
import { coupaFlowMessages } from './i18n/coupa/messages';

/** Each read in the language active when it is read (an error: when it is made); English in the CLI. */
export const COUPA_TEXTS = activeLabels(coupaFlowMessages, {
  title: 'coupaFlow.title',
  // The starter's and the error page's own names: neither shows the list.
  signingInTitle: 'coupaFlow.signingInTitle',
  signInFailedTitle: 'coupaFlow.signInFailedTitle',
  errorTitle: 'coupaFlow.errorTitle',
  createRequest: 'coupaFlow.createRequest',
  signInFailed: 'coupaFlow.signInFailed',
  errorDefault: 'coupaFlow.errorDefault',
  invalidPageUrl: 'coupaFlow.invalidPageUrl',
  quoteUnavailable: 'coupaFlow.quoteUnavailable',
  noFilesForLanguage: 'coupaFlow.noFilesForLanguage',
  deliverablesUnavailable: 'coupaFlow.deliverablesUnavailable',
  redirectRefused: 'coupaFlow.redirectRefused',
  loadingQuote: 'coupaFlow.loadingQuote',
  // Where the browser has no PDF viewer (most phones): the document is offered as a download instead.
  noPdfViewer: 'coupaFlow.noPdfViewer',
});

/** Session storage key of the punch-out request reference (the tab's session only). */
export const COUPA_REQUEST_KEY = 'llts.coupa.requestId';

export const storedCoupaRequest = (storage: KeyValueStorage): string | undefined =>
  storage.getItem(COUPA_REQUEST_KEY) || undefined;

/** Who signs the punch-out in: the identity service's custom challenge with the one-time token. */
export interface PunchoutSignIn {
  signInWithToken(username: string, token: string): Promise<unknown>;
}

/**
 * The starter route: initializeLogIn with the request id, then the sign-in with what it returns, then the
 * reference kept for Create Request. Any failure reads as the spec's one sentence.
 */
export async function startPunchout(
  http: HttpClient,
  auth: PunchoutSignIn,
  storage: KeyValueStorage,
  requestId: string,
): Promise<void> {
  try {
    const { username, token } = await initializePunchoutLogIn(http, requestId);
    await auth.signInWithToken(username, token);
  } catch (error) {
    throw new FlowError('coupaSignIn', COUPA_TEXTS.signInFailed, { cause: error });
  }
  storage.setItem(COUPA_REQUEST_KEY, requestId);
}

/** The Coupa pages show procurement requests only: WEBFORM or COUPA. */
export function assertCoupaOrigination(request: Pick<JobRequest, 'origination'>): void {
  if (request.origination !== 'COUPA' && request.origination !== 'WEBFORM')
    throw new FlowError(
      'unsupportedOrigination',
      coupaFlowMessages.t('coupaFlow.unsupportedOrigination', { origination: request.origination }),
    );
}

export const COUPA_ORIGINATIONS = ['COUPA', 'WEBFORM'] as const;

const byName = (a: { fileName?: string; name?: string }, b: { fileName?: string; name?: string }) =>
  compareNames(a.fileName ?? a.name, b.fileName ?? b.name);

/** Source Documents: source and reference files, and the source links that are http(s), by name. */
export function sourceDocuments(request: Pick<JobRequest, 'files' | 'fileLinks'>): {
  files: JobRequestFile[];
  links: (JobRequestFileLink & { href: SafeUrl })[];
} {
  const files = (request.files ?? [])
    .filter((f) => f.category === 'SOURCE_DOCUMENT' || f.category === 'REFERENCE')
    .sort(byName);
  const links = (request.fileLinks ?? [])
    .flatMap((link) => {
      const href = safeUrl(link.url);
      return href ? [{ ...link, href }] : [];
    })
    .sort(byName);
  return { files, links };
}

/** The quote confirmation document, if the request has one. */
export const quoteDocument = (request: Pick<JobRequest, 'files'>): JobRequestFile | undefined =>
  (request.files ?? []).find((f) => f.category === 'QUOTE_CONFIRMATION_DOCUMENT');

/** The Quote tab shows for quote requests, or when a quote confirmation document exists. */
export const hasQuoteTab = (request: Pick<JobRequest, 'requestType' | 'files'>): boolean =>
  request.requestType === 'QUOTE_REQUEST' || !!quoteDocument(request);

export const canAnswerQuote = (request: Pick<JobRequest, 'status'>): boolean =>
  request.status === 'QUOTE_READY_FOR_CLIENT_REVIEW';

/** Deliverables of one target language: its translated files, by name. */
export const deliverablesFor = (request: Pick<JobRequest, 'files'>, languageId: string): JobRequestFile[] =>
  (request.files ?? [])
    .filter((f) => f.category === 'TRANSLATED_DOCUMENT' && f.languageId === languageId)
    .sort(byName);
