// The message of a failed password change, apart from the account schemas so that the auth errors (loaded
// by every sign-in, in the browser and in each `llts --user ...` process) do not bring yup with them.
import { COMMON_MESSAGES } from '../http/catalogue';
import { MESSAGES } from './messages';

/**
 * Message for a failed password change: the identity service's NotAuthorizedException means the old
 * password was wrong; anything else shows its own message.
 */
export function changePasswordErrorMessage(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (e.name === 'NotAuthorizedException' || e.code === 'NotAuthorizedException')
    return MESSAGES.INVALID_OLD_PASSWORD;
  if (typeof e.message === 'string' && e.message) return e.message;
  return typeof error === 'string' && error ? error : COMMON_MESSAGES.unexpected;
}
