// The quote page's own messages (the labels it shares with the PDF and the CLI are the platform's:
// src/platform/domain/messages.ts). English comes with the tool's chunk, every other language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const quotesMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
