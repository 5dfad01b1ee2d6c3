// The signed-in user's account and enabled applications, shared by guards, home and header. The keys are
// per identity (useApiQuery), so impersonation gets its own answers.
import { getEnabledApplications, getUserAccount } from '../../platform/api/userAccount';
import type { UserAccount } from '../../platform/domain/entities/userAccount';
import type { HttpClient } from '../../platform/http/client';
import { isApiError } from '../../platform/http/errors';
import { useApiQuery } from '../../platform/react/useApiQuery';
import { useIdentityKey, useImpersonation, useSession } from '../../platform/react/session';

export const USER_ACCOUNT_KEY = ['userAccount'] as const;
export const ENABLED_APPLICATIONS_KEY = ['enabledApplications'] as const;

const pendingLookups = new Map<string, Promise<UserAccount>>();

/**
 * GET /userAccount for an identity (useIdentityKey's value), joined by any lookup of that identity still
 * under way: starting impersonation and the queries that the new override mounts make one request, not one
 * each. Only in-flight lookups are shared; the data cache keeps the answers.
 */
export function lookUpAccount(http: HttpClient, identity: string): Promise<UserAccount> {
  let lookup = pendingLookups.get(identity);
  if (!lookup) {
    lookup = getUserAccount(http).finally(() => pendingLookups.delete(identity));
    pendingLookups.set(identity, lookup);
  }
  return lookup;
}

/** Whether a lookup of this identity is under way (its answer will replace any cached one). */
export function isLookupPending(identity: string): boolean {
  return pendingLookups.has(identity);
}

export function useUserAccount(enabled = true) {
  const signedIn = !!useSession();
  const identity = useIdentityKey();
  return useApiQuery(signedIn && enabled && USER_ACCOUNT_KEY, (http) => lookUpAccount(http, identity));
}

export function useEnabledApplications(enabled = true) {
  const signedIn = !!useSession();
  return useApiQuery(signedIn && enabled && ENABLED_APPLICATIONS_KEY, (http) => getEnabledApplications(http));
}

/**
 * Whether the API refused the account under an override: a 4xx (no such user, not allowed). Spec part 1 §4:
 * such a lookup ends the impersonation. A 401 is the session's own (the refresh deals with it); a 5xx or a
 * network failure says nothing about the user, so impersonation stays and the lookup may be retried.
 */
export function isRefusedImpersonation(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
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
  if (!isImpersonating) return { roles: user.roles, error: undefined };
  // A refused override is being ended (useImpersonationCheck): wait for the user's own roles.
  return {
    roles: account.data?.roles,
    error: isRefusedImpersonation(account.error) ? undefined : account.error,
  };
}
