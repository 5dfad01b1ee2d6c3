// The demo panel's words (demo builds only): English comes with the Demo button's chunk, every other language
// in a chunk of its own. A build for a real API has neither, as it has no panel.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const demoPanelMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});

/** The id of one of the panel's messages. */
export type DemoPanelMessageId = keyof typeof english & string;
