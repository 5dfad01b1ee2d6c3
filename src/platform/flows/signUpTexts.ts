// The sign-up flow's own words (part 1 §2, §4, §8): the spec names these pages and errors without giving
// their text, so the texts are ours; portal and CLI both show exactly these.
export const SIGN_UP_TEXTS = {
  companyNotFound: {
    title: 'Company not found',
    message:
      'No company is registered for the domain of your e-mail address. Please check the address or contact support.',
  },
  invalidClientId: {
    title: 'Invalid client id',
    message: 'The company in your sign-up link does not match your e-mail address. Please check the link.',
  },
  invalidToken: {
    title: 'Invalid token',
    message: 'Your sign-up link is not valid for this company. Please ask for a new link.',
  },
  invalidUrl: {
    title: 'Invalid sign-up URL',
    message: 'The sign-up link is malformed. Please check that you copied the whole link.',
  },
  accountCreated: {
    title: 'Account created',
    message:
      'Your account has been created. We have sent a verification link to your e-mail address: open it to verify the address, then sign in.',
  },
  /** Internal errors (part 1 §4): the flow reached a state it cannot continue from. */
  missingClientConfig: 'Internal error: the selected company is not among the companies found',
  missingCustomFieldDefinition: (name: string) =>
    `Internal error: no custom field definition named "${name}"`,
  unknownPhase: (phase: string) => `Internal error: unknown sign-up phase "${phase}"`,
} as const;
