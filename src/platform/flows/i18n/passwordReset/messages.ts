// The forgotten-password screens' words: the pages show them in the reader's language, `llts password forgot`
// says the English (PASSWORD_RESET_TEXTS). They travel with the first chunk that imports them.
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const passwordResetMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
