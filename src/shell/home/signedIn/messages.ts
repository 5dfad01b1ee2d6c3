// The signed-in home's words (welcome back, the tools): they come with its chunk.
import { defineMessages } from '../../../platform/i18n/runtime';
import english from './locales/en.json';

export const signedInMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
