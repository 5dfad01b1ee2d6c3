// The e-mail confirmation's words: the page shows them in the reader's language, `llts confirm-email` says the
// English (CONFIRM_EMAIL_TEXTS). They travel with the first chunk that imports them (the page's, the CLI's).
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const confirmEmailMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
