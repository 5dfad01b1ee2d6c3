// The words of a tool's frame (loading, failed), for its page and its panel alike: they come with the tool routes.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const toolFrameMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
