// The Coupa pages' own words (the flow's are src/platform/flows/i18n/coupa). English comes with the tool's
// chunk (a request's page and the create-quote form, chunks of their own, find them loaded), every other
// language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const coupaMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
