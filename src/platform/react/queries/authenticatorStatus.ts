// Whether the signed-in user's authenticator app is on (the identity service's GetUser). One cache entry
// for the profile, the MFA dialog and the organisation users' own row, so a change shows everywhere at once
// (useSetMfa of authenticatorStatusMutations.ts sets it).
import { useAuth, useSession } from '../session';
import { useApiQuery } from '../useApiQuery';

export const authenticatorStatusKey = () => ['identity', 'authenticatorStatus'] as const;

/** Nothing is asked while signed out or when `enabled` is false (SSO accounts, clients without MFA). */
export function useAuthenticatorStatus(enabled = true) {
  const signedIn = !!useSession();
  const auth = useAuth();
  return useApiQuery(signedIn && enabled && authenticatorStatusKey(), () => auth.isAuthenticatorEnabled());
}
