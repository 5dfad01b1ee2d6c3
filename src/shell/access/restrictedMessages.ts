import { accessMessages } from './messages';
import type { RestrictionReason } from './evaluateAccess';

/** The restricted page's two messages (spec §2, §8; part 2 §2.1), by their ids in the shell's catalogue. */
export const RESTRICTED_MESSAGE_IDS = {
  insufficientPermissions: {
    title: 'shell.restricted.permissionsTitle',
    message: 'shell.restricted.permissionsMessage',
  },
  applicationNotEnabled: {
    title: 'shell.restricted.notEnabledTitle',
    message: 'shell.restricted.notEnabledMessage',
  },
} as const satisfies Record<RestrictionReason, { title: string; message: string }>;

/** The same in English, the spec's words. */
export const RESTRICTED_MESSAGES: Readonly<Record<RestrictionReason, { title: string; message: string }>> = {
  insufficientPermissions: {
    title: accessMessages.english(RESTRICTED_MESSAGE_IDS.insufficientPermissions.title),
    message: accessMessages.english(RESTRICTED_MESSAGE_IDS.insufficientPermissions.message),
  },
  applicationNotEnabled: {
    title: accessMessages.english(RESTRICTED_MESSAGE_IDS.applicationNotEnabled.title),
    message: accessMessages.english(RESTRICTED_MESSAGE_IDS.applicationNotEnabled.message),
  },
};
