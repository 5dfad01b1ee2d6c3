// The sign-up page's labels and headings (part 1 §2 names the phases and fields; the words are ours). The
// error pages' and the account-created page's texts are the flow's (SIGN_UP_TEXTS), shared with the CLI.
// English comes with the tool's chunk, every other language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const signUpMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
