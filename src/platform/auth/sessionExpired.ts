// Kept apart from authErrors (which reaches the validation schemas) so the sign-in page's chunk stays light.

/** The sentence the portal and the CLI show when a refresh was refused and the user must sign in again. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
