// The not-found and restricted pages' words: they come with those pages' chunk.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const accessMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
