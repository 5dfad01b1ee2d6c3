// The procurement (Coupa) flow's words: its pages' names and the messages the flow's rules give. The pages
// read them in the active language; `llts coupa` (Node, which never switches) in English.
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const coupaFlowMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
