// A forgotten password (signed out), for the sign-in page's "Forgot password?" and `llts password forgot`:
// the pool mails a code to the account's address (ForgotPassword), then the code and a new password by
// the shared rule set it (ConfirmForgotPassword). Neither step tells whether the account exists: a pool
// that does not prevent user-existence errors answers UserNotFoundException, taken here as a code sent,
// then as a wrong code.
import { AuthError } from '../auth/authErrors';
import type { AuthService } from '../auth/authService';
import { passwordResetRequestSchema, passwordResetSchema } from '../validation/accountSchemas';
import { validateSync } from '../validation/validateSync';
import { assertValid } from './flowErrors';

type ResetAuth = Pick<AuthService, 'requestPasswordReset' | 'confirmPasswordReset'>;

export interface PasswordResetInput {
  username: string;
  code: string;
  newPassword: string;
  repeatPassword: string;
}

/** Cognito's words for a code that is not the one mailed. */
const CODE_MISMATCH = 'Invalid verification code provided, please try again.';

const isUnknownUser = (error: unknown) =>
  error instanceof AuthError && error.code === 'UserNotFoundException';

/** Checks the name is given (InvalidInputError on `username`), then asks for the code to be mailed. */
export async function sendPasswordResetCode(auth: ResetAuth, username: string): Promise<void> {
  assertValid(validateSync(passwordResetRequestSchema, { username }));
  try {
    await auth.requestPasswordReset(username.trim());
  } catch (error) {
    if (!isUnknownUser(error)) throw error;
  }
}

/** Checks the code's form and the password rule (InvalidInputError per field), then sets the password. */
export async function resetPassword(auth: ResetAuth, input: PasswordResetInput): Promise<void> {
  assertValid(validateSync(passwordResetSchema, input));
  try {
    await auth.confirmPasswordReset(input.username.trim(), input.code.trim(), input.newPassword);
  } catch (error) {
    if (isUnknownUser(error)) throw new AuthError('CodeMismatchException', CODE_MISMATCH, error);
    throw error;
  }
}
