// Authenticator-app MFA (spec part 1 §2, §5): the key URI an authenticator app scans, and the setup steps
// the dialog and `llts mfa enable` both show. The URI follows the Key Uri Format that Google Authenticator
// defined and the other apps read: otpauth://totp/{issuer}:{account}?secret=...&issuer=...
import { activeLabels } from '../i18n/runtime';
import { MFA_CODE_LENGTH } from './constants';
import { accountSettingsDomainMessages } from './i18n/accountSettings/messages';

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

const STEPS = activeLabels(
  accountSettingsDomainMessages,
  { 0: 'authenticatorSetup.install', 1: 'authenticatorSetup.scan', 2: 'authenticatorSetup.verify' },
  { digits: MFA_CODE_LENGTH },
);

/** The setup steps, each read in the language active when it is read (English in the CLI). */
export const AUTHENTICATOR_SETUP_STEPS: readonly string[] = ([0, 1, 2] as const).reduce(
  (steps, index) => Object.defineProperty(steps, index, { enumerable: true, get: () => STEPS[index] }),
  [] as string[],
);
