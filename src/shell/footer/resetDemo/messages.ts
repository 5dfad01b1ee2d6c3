// The demo mode's own words outside the demo panel (the footer's reset and the notice that the demo backend did not
// start): they come with the chunk that shows them.
import { defineMessages } from '../../../platform/i18n/runtime';
import english from './locales/en.json';

export const resetDemoMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
