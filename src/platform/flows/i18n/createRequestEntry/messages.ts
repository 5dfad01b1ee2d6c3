// Create request's entry answers that are the platform flow's own (an invalid link, the choice's prompts): the
// page reads them in the reader's language; Node, which never switches, in English.
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const requestEntryMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
