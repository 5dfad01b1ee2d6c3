// The sign-in page's words (password, code, demo personas): they come with its chunk.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const signInMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
