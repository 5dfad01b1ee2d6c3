// The words of a page that could not load at all (the shell's route boundary): a file of their own because
// that boundary is in the signed-out home's first chunk, and a module there brings all its exports. The
// catalogue (catalogue.ts) shows them as COMMON_MESSAGES.oops and .network.
import { activeLabels } from '../i18n/runtime';
import { pageFailureMessages } from './pageFailure/messages';

export { pageFailureMessages };

export const PAGE_FAILURE_IDS = {
  oops: 'pageFailure.oops',
  network: 'pageFailure.network',
} as const;

/** In the active language when read (English in the CLI). */
export const PAGE_FAILURE_TEXTS = activeLabels(pageFailureMessages, PAGE_FAILURE_IDS);
