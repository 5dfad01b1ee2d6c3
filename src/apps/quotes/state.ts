// The tool's own atoms, in the jotai store its root mounts (never the shell's or the platform's store).
import { atom } from 'jotai';

/** Set after a successful answer in this visit: the matching confirmation screen replaces the page. */
export type Outcome = 'accepted' | 'rejected';
export const outcomeAtom = atom<Outcome | null>(null);

/** At most one dialog is open at a time. */
export type OpenDialog = 'payment' | 'reject' | 'terms';
export const openDialogAtom = atom<OpenDialog | null>(null);

/** The agreement checkbox; kept here so closing a dialog never clears it. */
export const agreementAtom = atom(false);
/** The agreement message shows once Accept was pressed without the box ticked. */
export const agreementErrorAtom = atom<string | null>(null);
