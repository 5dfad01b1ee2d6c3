// The inactivity warning's words and its sign-out notice: they come with the inactivity monitor's chunks.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const inactivityMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
