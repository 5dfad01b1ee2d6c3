// The staff dashboard's words (sections, panels, columns, the detail lists with their filter and row count).
// English comes with the tool's chunk (the detail pages, a chunk of their own, find them loaded), every other
// language in a chunk of its own.
import { defineMessages } from '../../platform/i18n/runtime';
import english from './locales/en.json';

export const dashboardMessages = defineMessages(english, {
  de: () => import('./locales/de.json'),
  'en-XA': () => import('./locales/en-XA.json'),
  'ar-XB': () => import('./locales/ar-XB.json'),
});

/** A dashboard message's id. */
export type DashboardMessageId = Parameters<typeof dashboardMessages.t>[0];

/** The dashboard's `t`, as `useMessages` gives it to a page that hands it to its column definitions. */
export type DashboardT = typeof dashboardMessages.t;
