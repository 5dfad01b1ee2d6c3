// The change-password page's words (part 2 §2.4, §5). The validation messages are the platform's (the shared
// password rule, 'Entered value does not match the New Password value', 'Invalid Old Password value'); the
// rest is ours. English comes with the tool's chunk, every other language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const changePasswordMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
