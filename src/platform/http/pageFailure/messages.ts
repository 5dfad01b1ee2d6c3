// The words of a page that could not load at all: in the signed-out home's first chunk with the shell's route
// boundary, so a scope of their own apart from the rest of the error catalogue (../messages.ts).
import { defineMessages } from '../../i18n/runtime';
import english from './locales/en.json';

export const pageFailureMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
