// The demo reset's words (demo mode only): they come with its button's chunk.
import { defineMessages } from '../../../platform/i18n/runtime';
import english from './locales/en.json';

export const resetDemoMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
