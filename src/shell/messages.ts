// The shell's messages (header, footer, home, sign-in, user menu, not-found and restricted pages): English in
// the initial chunk, every other language a chunk of its own.
import { defineMessages } from '../platform/i18n/runtime';
import english from './locales/en.json';

export const shellMessages = defineMessages(english, { de: () => import('./locales/de.json') });
