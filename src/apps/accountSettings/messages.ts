// Account settings' words in the catalogues: they come with the panel's chunk.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const accountSettingsMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
