import { COMMON_MESSAGES } from './catalogue';
import { ApiError, type ErrorBody } from './errors';

function bodyOf(error: ApiError): ErrorBody | undefined {
  const body = error.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as ErrorBody) : undefined;
}

/**
 * The text a user sees for any error (spec §8), the one such function of the portal: a per-call message for
 * the status wins; then the body's message plus ' [Error code: X]' when an errorCode exists; then the
 * error's own message; else `fallback` ('Unexpected error').
 */
export function userFacingMessage(error: unknown, fallback: string = COMMON_MESSAGES.unexpected): string {
  if (error instanceof ApiError) {
    if (error.callMessage) return error.callMessage;
    const body = bodyOf(error);
    const message = typeof body?.message === 'string' ? body.message.trim() : '';
    if (message) {
      const code = body?.errorCode;
      return code !== undefined && code !== null && code !== ''
        ? `${message} [Error code: ${code}]`
        : message;
    }
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return fallback;
}

/**
 * A failed sign-in: the identity service's errors (AuthError, by name: the http layer does not import the
 * auth module) carry the text to show; anything else is the spec's sign-in failure.
 */
export function signInFailureMessage(error: unknown): string {
  const fromIdentityService = error instanceof Error && error.name === 'AuthError';
  return userFacingMessage(fromIdentityService ? error : undefined, COMMON_MESSAGES.signInFailed);
}
