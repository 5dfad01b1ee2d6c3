// The words of the e-mail verification dialog. The spec names the dialog, its verify button and its resend
// action, and an invalid-code message (MESSAGES.INVALID_VERIFICATION_CODE); the rest is ours. English comes
// with the dialog, every other language in a chunk of its own; each text in the language active when read.
import { EMAIL_CODE_LENGTH } from '../../platform/domain/constants';
import { activeLabels, defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

const verificationMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});

const codeLength = EMAIL_CODE_LENGTH;

export const VERIFICATION_TEXTS = Object.assign(
  activeLabels(
    verificationMessages,
    {
      title: 'verification.title',
      codeLabel: 'verification.codeLabel',
      codeDescription: 'verification.codeDescription',
      verify: 'verification.verify',
      verifying: 'verification.verifying',
      cancel: 'verification.cancel',
      resend: 'verification.resend',
      sending: 'verification.sending',
      resent: 'verification.resent',
    },
    { codeLength },
  ),
  { sentTo: (email: string) => verificationMessages.t('verification.sentTo', { codeLength, email }) },
);
