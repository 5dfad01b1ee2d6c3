import { COMMON_MESSAGES, catalogueStatusText, type StatusMessages } from './catalogue';

/** The parts of an error body the spec names; anything else in it is kept but not interpreted. */
export interface ErrorBody {
  message?: string;
  errorCode?: string | number;
  [key: string]: unknown;
}

/** A non-OK answer of the API: url, status, the catalogue's status text and the (parsed) body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  /** The per-call message the spec gives this status, if any. */
  readonly callMessage?: string;

  constructor(init: { url: string; status: number; body: unknown; callMessages?: StatusMessages }) {
    const statusText = catalogueStatusText(init.status);
    const callMessage = init.callMessages?.[init.status];
    // The error's own message: the per-call text, else 'Bad input parameter' for a 400, else the status text.
    super(callMessage ?? (init.status === 400 ? COMMON_MESSAGES.badInput : statusText));
    this.url = init.url;
    this.status = init.status;
    this.statusText = statusText;
    this.body = init.body;
    this.callMessage = callMessage;
  }
}

/** The request never got an answer: offline, DNS, refused connection, CORS. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly url: string;
  constructor(url: string, cause?: unknown) {
    super(COMMON_MESSAGES.network, { cause });
    this.url = url;
  }
}

/** An OK answer whose body is not the JSON (or the shape) the call expects. */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
  readonly url: string;
  readonly status: number;
  constructor(url: string, status: number, detail: string) {
    super(`${COMMON_MESSAGES.badResponse} (${detail})`);
    this.url = url;
    this.status = status;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Client errors that say "not now" rather than "never": a timeout, too many requests. */
const PASSING_CLIENT_ERRORS: readonly number[] = [408, 429];

/**
 * Whether asking again may succeed: a network failure or a server error may pass; any other 4xx answer
 * (bad input, unknown id, refused permission) will not change by asking again.
 */
export function mayRecoverByAskingAgain(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status >= 500 || PASSING_CLIENT_ERRORS.includes(error.status);
}
