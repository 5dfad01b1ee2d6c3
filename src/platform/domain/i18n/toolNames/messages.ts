// The tools' names and tile lines, which the manifests name by id: the shell shows them (home tiles, the user
// menu, drawer and tab titles) and hands a tool its name. They load with the signed-in home, the user menu and
// the tool routes, never with the signed-out home, which names no tool.
import { defineMessages } from '../../../i18n/runtime';
import english from './locales/en.json';

export const toolNameMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});

/** The id of a tool's name or tile line in the catalogue (a manifest's `title`, `description`). */
export type ToolNameId = keyof typeof english & string;
