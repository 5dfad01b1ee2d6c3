// The signed-in user's account and enabled applications, shared by guards, home and header. The keys are
// per identity (useApiQuery), so impersonation gets its own answers.
import { getEnabledApplications, getUserAccount } from '../../platform/api/userAccount';
import { useApiQuery } from '../../platform/react/useApiQuery';
import { useImpersonation, useSession } from '../../platform/react/session';

export const USER_ACCOUNT_KEY = ['userAccount'] as const;
export const ENABLED_APPLICATIONS_KEY = ['enabledApplications'] as const;

export function useUserAccount(enabled = true) {
  const signedIn = !!useSession();
  return useApiQuery(signedIn && enabled && USER_ACCOUNT_KEY, (http) => getUserAccount(http));
}

export function useEnabledApplications(enabled = true) {
  const signedIn = !!useSession();
  return useApiQuery(signedIn && enabled && ENABLED_APPLICATIONS_KEY, (http) => getEnabledApplications(http));
}

/**
 * Roles of whom the API answers for: the session's own, or while impersonating the impersonated
 * account's (undefined while that loads), so guards and tiles match what the user acts as.
 */
export function useEffectiveRoles(): { roles: readonly string[] | undefined; error: unknown } {
  const user = useSession();
  const { isImpersonating } = useImpersonation();
  const account = useUserAccount(isImpersonating);
  if (!user) return { roles: undefined, error: undefined };
  return isImpersonating
    ? { roles: account.data?.roles, error: account.error }
    : { roles: user.roles, error: undefined };
}
