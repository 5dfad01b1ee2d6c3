// AI Translation's words (tabs, the text, file and media tabs, the side panels, a request's page). English
// comes with the tool's first chunk, every other language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const mtMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});

/** A message id of the tool's catalogue. */
export type MtMessageId = Parameters<typeof mtMessages.t>[0];
