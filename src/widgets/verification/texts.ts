// The words of the e-mail verification dialog. The spec names the dialog, its verify button and its resend
// action, and an invalid-code message (MESSAGES.INVALID_VERIFICATION_CODE); the rest is ours.
import { EMAIL_CODE_WORDS } from '../../platform/domain/constants';

export const VERIFICATION_TEXTS = {
  title: 'Verify your email',
  sentTo: (email: string) => `We sent a ${EMAIL_CODE_WORDS} to ${email}.`,
  codeLabel: 'Verification code',
  codeDescription: `The ${EMAIL_CODE_WORDS} from the e-mail`,
  verify: 'Verify',
  verifying: 'Verifying…',
  cancel: 'Cancel',
  resend: 'Resend code',
  sending: 'Sending a code…',
  resent: 'A new code was sent.',
} as const;
