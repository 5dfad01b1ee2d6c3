// The words of account settings that `llts` says too (organisation users' actions and their questions, the
// authenticator app's setup steps, deleting a language group): the drawer reads them in the active language,
// the CLI (Node, which never switches) in English.
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const accountSettingsDomainMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});
