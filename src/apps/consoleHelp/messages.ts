// The help page's words and its FAQ in the catalogues: English comes with the tool's chunk, every other
// language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const consoleHelpMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});

export type ConsoleHelpMessage = Parameters<typeof consoleHelpMessages.t>[0];
