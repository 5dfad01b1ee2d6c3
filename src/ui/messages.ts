// The UI kit's own words that the first page needs (a spinner's, Try again) and the overlays' Close: English in
// the first chunk, every other language in a chunk of its own. The kit's other words have scopes in their
// folders (form, table, page), in the chunks that use them.
import { defineMessages } from '../platform/i18n/runtime';
import english from './locales/en.json';

export const uiMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
