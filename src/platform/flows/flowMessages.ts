// The flows' own messages (a flow that stops, a request the organisation does not take): English comes with the
// flow's code, every other language in a chunk of its own. The CLI, which never switches language, says them
// in English.
import { defineMessages } from '../i18n/runtime';
import english from './locales/en.json';

export const flowMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
