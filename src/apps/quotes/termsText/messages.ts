// The Terms and Conditions' words: a scope of their own, so they load with the terms dialog rather than with
// the quote page's skeleton (which the shell shows while the tool loads).
import { defineMessages } from '../../../platform/i18n/runtime';
import english from './locales/en.json';

export const termsMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
