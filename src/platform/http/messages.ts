// The error catalogue's words (spec part 1 §8): the status texts and the common messages. The CLI, which never
// switches language, says them in English, the spec's words.
import { defineMessages } from '../i18n/runtime';
import english from './locales/en.json';

export const errorMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
