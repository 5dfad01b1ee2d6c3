import type { AuthService } from '../../platform/auth/authService';
import type { InactivityDurations } from '../../platform/react/inactivitySettings';
import { showToast } from '../../platform/react/toasts';
import type { KeyValueStorage } from '../../platform/storage/storage';
import { readLastActivity } from './lastActivity';
import { inactivityMessages } from './messages';

/** The notice of a sign-out for inactivity, in the language active when it is shown. */
export const signedOutForInactivity = () => inactivityMessages.t('shell.inactivity.signedOut');

/** The same notice in English (the spec's words). */
export const SIGNED_OUT_FOR_INACTIVITY = inactivityMessages.english('shell.inactivity.signedOut');

/**
 * Spec §4: a stored last-activity time older than the timeout on load signs the user out. Run before the
 * first render so no signed-in screen flashes (and no request leaves) for a session that is over.
 */
export function expireStaleSession(
  auth: AuthService,
  storage: KeyValueStorage,
  durations: InactivityDurations,
  now = Date.now(),
): boolean {
  if (!auth.currentUser()) return false;
  const last = readLastActivity(storage);
  if (last === undefined || now - last < durations.timeoutMs) return false;
  // Revoked at the identity service when it can be reached; signed out here either way.
  auth.signOut().catch(() => undefined);
  showToast('info', signedOutForInactivity());
  return true;
}
