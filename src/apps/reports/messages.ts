// The reports pages' words (list, report, filters, export). English comes with the tool's chunk (the report's
// page, a chunk of its own, finds them loaded), every other language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const reportsMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
