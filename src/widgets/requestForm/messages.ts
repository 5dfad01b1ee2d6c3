// The request form's words (its sections, the ways to give the material, the submission's progress): English
// comes with the form, every other language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const requestFormMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});

export type RequestFormMessageId = keyof typeof english & string;
