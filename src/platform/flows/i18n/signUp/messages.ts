// The sign-up flow's words: its error pages, the account-created page and its internal errors. The page shows
// them in the reader's language; the CLI, running in Node, says their English (SIGN_UP_TEXTS).
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const signUpFlowMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
