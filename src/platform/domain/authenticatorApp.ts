// Authenticator-app MFA (spec part 1 §2, §5): the key URI an authenticator app scans, and the setup steps
// the dialog and `llts mfa enable` both show. The URI follows the Key Uri Format that Google Authenticator
// defined and the other apps read: otpauth://totp/{issuer}:{account}?secret=...&issuer=...
import { MFA_CODE_LENGTH, MFA_CODE_WORDS } from './constants';

/** TOTP as Cognito's software tokens use it: SHA1, 6 digits, 30 seconds (the apps' defaults). */
export const TOTP_PERIOD_SECONDS = 30;

export function otpauthUri({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  // encodeURIComponent, not URLSearchParams: a space must be %20 (the apps read '+' literally).
  const query = Object.entries({
    secret: secret.replace(/\s+/g, '').toUpperCase(),
    issuer,
    algorithm: 'SHA1',
    digits: String(MFA_CODE_LENGTH),
    period: String(TOTP_PERIOD_SECONDS),
  }).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `otpauth://totp/${label}?${query.join('&')}`;
}

/** The secret in groups of four, easier to type into an app by hand (the apps ignore the spaces). */
export const groupedSecret = (secret: string) => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

export const AUTHENTICATOR_SETUP_STEPS = [
  'Install an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or Authy.',
  'In the app, add an account and scan the QR code, or type in the secret key.',
  `Enter the ${MFA_CODE_WORDS} your authenticator app shows, then select Verify.`,
] as const;
