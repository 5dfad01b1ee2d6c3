// The page kit's words (an outcome's mark, the pages of tools and products still being built, the breadcrumb
// trail): English comes with the pages that use them, every other language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const pageMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});

export type PageMessageId = keyof typeof english & string;
