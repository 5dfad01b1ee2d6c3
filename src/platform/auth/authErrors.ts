import { COMMON_MESSAGES } from '../http/catalogue';
import { changePasswordErrorMessage } from '../validation/changePasswordMessage';
import { MESSAGES } from '../validation/messages';
import type { CognitoFailure } from './cognitoTypes';

/** A failure of the identity service, with the exception name it gave (or ours) and a message for users. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: string;
  constructor(code: string, message: string, cause?: unknown) {
    super(message, { cause });
    this.code = code;
  }
}

const codeOf = (failure: unknown): string | undefined => {
  const value = failure as CognitoFailure | undefined;
  return value?.code ?? (value?.name && value.name !== 'Error' ? value.name : undefined);
};

/** Identity answers about the user's input keep their own words; anything else is a service failure. */
const USER_FACING = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'InvalidPasswordException',
  'LimitExceededException',
  'TooManyRequestsException',
  'NewPasswordRequired',
  'UnsupportedChallenge',
]);
const RESET_ANSWERS = new Set(['CodeMismatchException', 'ExpiredCodeException', 'InvalidParameterException']);
const INVALID_CODE = new Set([
  'CodeMismatchException',
  'EnableSoftwareTokenMFAException',
  'ExpiredCodeException',
]);

export function signInError(failure: unknown): AuthError {
  const code = codeOf(failure) ?? 'Unknown';
  const message = (failure as CognitoFailure | undefined)?.message;
  if (INVALID_CODE.has(code)) return new AuthError(code, MESSAGES.INVALID_MFA_CODE, failure);
  if (USER_FACING.has(code) && message) return new AuthError(code, message, failure);
  return new AuthError(code, COMMON_MESSAGES.signInFailed, failure);
}

/** NotAuthorizedException reads 'Invalid Old Password value'; anything else keeps its own message. */
export function changePasswordError(failure: unknown): AuthError {
  return new AuthError(codeOf(failure) ?? 'Unknown', changePasswordErrorMessage(failure), failure);
}

export function mfaSetupError(failure: unknown): AuthError {
  const code = codeOf(failure) ?? 'Unknown';
  if (INVALID_CODE.has(code)) return new AuthError(code, MESSAGES.INVALID_MFA_CODE, failure);
  const message = (failure as CognitoFailure | undefined)?.message;
  return new AuthError(code, message || COMMON_MESSAGES.tryLater, failure);
}

/**
 * A failed password reset: the identity service's answers about the input keep their own words (a wrong,
 * expired or overused code, a password the pool refuses); anything else is a service failure.
 */
export function passwordResetError(failure: unknown): AuthError {
  const code = codeOf(failure) ?? 'Unknown';
  const message = (failure as CognitoFailure | undefined)?.message;
  if ((USER_FACING.has(code) || RESET_ANSWERS.has(code)) && message)
    return new AuthError(code, message, failure);
  return new AuthError(code, COMMON_MESSAGES.tryLater, failure);
}

/** Signed out here, but the identity service could not be told (the session may still be valid there). */
export function signOutError(failure: unknown): AuthError {
  const detail = (failure as CognitoFailure | undefined)?.message;
  return new AuthError(
    codeOf(failure) ?? 'Unknown',
    `Signed out on this device, but the sign-in service could not end the session${detail ? `: ${detail}` : '.'}`,
    failure,
  );
}
