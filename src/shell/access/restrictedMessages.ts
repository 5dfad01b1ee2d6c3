import type { RestrictionReason } from './evaluateAccess';

/** The restricted page's two messages (spec §2, §8; part 2 §2.1). */
export const RESTRICTED_MESSAGES: Readonly<Record<RestrictionReason, { title: string; message: string }>> = {
  insufficientPermissions: {
    title: 'Access restricted',
    message: 'You do not have sufficient permissions to access this page.',
  },
  applicationNotEnabled: {
    title: 'Application not enabled',
    message:
      'This application is not enabled for your account. Please contact your administrator or our support team.',
  },
};
