// The words of a request's status that the CLI says too (the lists' labels and groups, the explanations of
// some statuses): the page reads them in the active language, the CLI (Node, which never switches) in English.
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const requestStatusMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
