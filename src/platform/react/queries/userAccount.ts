// The signed-in user's account and enabled applications, shared by guards, home, header and every tool.
// Keys are per identity (useApiQuery), so impersonation gets its own answers.
import { preload } from 'swr';
import { getEnabledApplications, getUserAccount } from '../../api/userAccount';
import type { UserAccount } from '../../domain/entities/userAccount';
import type { HttpClient } from '../../http/client';
import { httpClientAtom, platformStore } from '../platformStore';
import { currentIdentityKey, sessionUserAtom, useIdentityKey, useSession } from '../session';
import { scopedKey, useApiQuery } from '../useApiQuery';

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

/**
 * Asks for the signed-in identity's enabled applications before the first render, while the page's code is
 * still downloading. The signed-in home's tiles and the guards of tools with an application rule (Coupa,
 * AI Translation, Reports) wait on this answer: asked from their first render, its round trip came after all
 * their code (Lighthouse, Coupa on a phone: the heading painted well after the dashboard's, which needs
 * no such check). Only those pages ask: for the others it would be one more request competing with their
 * code. useEnabledApplications picks up the request under way (SWR's preload is keyed like the query,
 * identity included).
 */
export function prefetchEnabledApplications(): void {
  const user = platformStore.get(sessionUserAtom);
  const http = platformStore.get(httpClientAtom);
  if (!user || !http) return;
  // A failure is the query's to report, when the page asks for it.
  void preload(scopedKey(currentIdentityKey(), enabledApplicationsKey()), () =>
    getEnabledApplications(http),
  ).catch(() => undefined);
}
