// The procurement (Coupa) punch-out (part 2 §2.10): the starter trades a punch-out request id for a
// username and a one-time token and signs in with them; the request reference is kept for the tab's
// session; the request page's tabs read from the job request. Portal and `llts coupa` share these rules.
import { initializePunchoutLogIn } from '../api/tradeCentric';
import type { JobRequest, JobRequestFile, JobRequestFileLink } from '../domain/entities/jobRequest';
import { compareNames } from '../domain/names';
import type { HttpClient } from '../http/client';
import { safeUrl, type SafeUrl } from '../http/safeUrl';
import type { KeyValueStorage } from '../storage/storage';
import { FlowError } from './flowErrors';

export const COUPA_TEXTS = {
  title: 'Coupa Requests',
  // The starter's and the error page's own names: neither shows the list.
  signingInTitle: 'Signing in from Coupa',
  signInFailedTitle: 'Coupa sign-in failed',
  errorTitle: 'Coupa error',
  createRequest: 'Create Request',
  signInFailed: 'Unable to sign in.  Please try again later.',
  errorDefault: 'Oops! Something went wrong. Please try again or contact support if the issue persists.',
  invalidPageUrl: 'Invalid page URL',
  quoteUnavailable:
    'The quote is currently unavailable. We appreciate your patience. Please check back later.',
  noFilesForLanguage: 'There are no files available for the selected language',
  deliverablesUnavailable: 'Deliverable files are not available yet. Please try again later.',
  unsupportedOrigination: (origination: string) =>
    `Unsupported origination for a Coupa request: ${origination}`,
  redirectRefused: 'The quote was accepted. Return to Coupa to continue.',
  loadingQuote: 'Loading the quote…',
  // Where the browser has no PDF viewer (most phones): the document is offered as a download instead.
  noPdfViewer: 'This browser cannot show the quote here. Download it to read it before you answer.',
} as const;

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
    throw new FlowError('unsupportedOrigination', COUPA_TEXTS.unsupportedOrigination(request.origination));
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
