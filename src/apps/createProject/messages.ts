// The words of Request a Quote or Translation around the request form (the form's own are the widget's): the
// page's heading, a visitor's e-mail step, the company choice, the success page and the sign-up prompt. English
// comes with the tool's chunk, every other language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const createProjectMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
