// The shell's messages the signed-out home and every page's header and footer show: English in the initial
// chunk, every other language a chunk of its own. The shell's other parts have scopes of their own, in their chunks.
import { defineMessages } from '../platform/i18n/runtime';
import english from './locales/en.json';

export const shellMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
