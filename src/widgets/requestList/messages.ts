// The request list's words (columns, menus, its dialogs): English comes with the widget, every other language in a chunk of
// its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const requestListMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
