// The validation messages' catalogues (MESSAGES and MESSAGE_BUILDERS say them): English comes with the code that
// validates, every other language in a chunk of its own.
import { defineMessages } from '../i18n/runtime';
import english from './locales/en.json';

export const validationMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
