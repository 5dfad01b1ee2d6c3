// The signed-in user's account and enabled applications, shared by guards, home, header and every tool.
// Keys are per identity (useApiQuery), so impersonation gets its own answers.
import { getEnabledApplications, getUserAccount } from '../../api/userAccount';
import type { UserAccount } from '../../domain/entities/userAccount';
import type { HttpClient } from '../../http/client';
import { useIdentityKey, useSession } from '../session';
import { useApiQuery } from '../useApiQuery';

export const userAccountKey = () => ['userAccount'] as const;
export const enabledApplicationsKey = () => ['userAccount', 'enabledApplications'] as const;

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

/** GET /userAccount; nothing is asked while signed out or when `enabled` is false. */
export function useUserAccount(enabled = true) {
  const signedIn = !!useSession();
  const identity = useIdentityKey();
  return useApiQuery(signedIn && enabled && userAccountKey(), (http) => lookUpAccount(http, identity));
}

/** GET /userAccount/enabledApplications (the home tiles and the guards' application check). */
export function useEnabledApplications(enabled = true) {
  const signedIn = !!useSession();
  return useApiQuery(signedIn && enabled && enabledApplicationsKey(), (http) => getEnabledApplications(http));
}
