// The signed-out home's sections below its welcome (how to start, services, questions): they come with their own chunk.
import { defineMessages } from '../../../platform/i18n/runtime';
import english from './locales/en.json';

export const visitorMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
