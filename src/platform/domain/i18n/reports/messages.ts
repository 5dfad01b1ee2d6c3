// The words of the reports' domain that the CLI says too (the list's group headings): the page reads them in
// the active language, the CLI (Node, which never switches) in English.
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const reportDomainMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
