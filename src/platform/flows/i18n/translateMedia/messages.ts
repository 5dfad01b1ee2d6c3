// The kinds of media project, which AI Translation's new media request panel and `llts mt media` both name:
// the page reads them in the active language, the CLI (Node, which never switches) in English.
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const translateMediaMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
