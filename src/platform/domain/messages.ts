// The platform's shared words that screens show and the CLI or a shared document (the quote PDF) uses too:
// the quote's labels and answers, address fields, payment options. Screens translate them through this scope;
// the CLI and the PDF take the English (the spec's words).
import { defineMessages } from '../i18n/runtime';
import english from './locales/en.json';

export const domainMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
