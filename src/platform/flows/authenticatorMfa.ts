// Authenticator-app MFA of the signed-in user (spec part 1 §2, §4, §5), for the account settings' MFA
// dialog and `llts mfa`: AssociateSoftwareToken gives the secret (shown as a QR code of its otpauth URI),
// then a 6-digit code goes to VerifySoftwareToken and SetUserMFAPreference makes TOTP required at the next
// sign-in; turning it off is SetUserMFAPreference alone.
import type { AuthService } from '../auth/authService';
import { otpauthUri } from '../domain/authenticatorApp';
import { mfaCodeFormSchema } from '../validation/signInSchemas';
import { validateSync } from '../validation/validateSync';
import { assertValid } from './flowErrors';

type MfaAuth = Pick<
  AuthService,
  'startAuthenticatorSetup' | 'confirmAuthenticatorSetup' | 'disableAuthenticator'
>;

export interface AuthenticatorSetup {
  secret: string;
  /** What the QR code holds: the product as issuer, the username as account. */
  uri: string;
}

export async function beginAuthenticatorSetup(
  auth: MfaAuth,
  { issuer, username }: { issuer: string; username: string },
): Promise<AuthenticatorSetup> {
  const secret = await auth.startAuthenticatorSetup();
  return { secret, uri: otpauthUri({ issuer, account: username, secret }) };
}

/** Checks the code's form (InvalidInputError on `code`), then verifies it and turns the app on. */
export async function confirmAuthenticatorSetup(auth: MfaAuth, code: string): Promise<void> {
  assertValid(validateSync(mfaCodeFormSchema, { code }));
  await auth.confirmAuthenticatorSetup(code.trim());
}

export const disableAuthenticator = (auth: MfaAuth): Promise<void> => auth.disableAuthenticator();
