// The signed-in user and the acting-as override as React state. The auth service and the impersonation
// module own the truth (storage); these atoms mirror it so screens re-render when it changes. Tools read
// the session only through these hooks, never through storage or the services' internals.

import { atom } from 'jotai';
import { useCallback } from 'react';
import type { AuthService } from '../auth/authService';
import type { SessionUser } from '../domain/entities/sessionUser';
import { canImpersonate } from '../domain/roles';
import type { Impersonation } from '../impersonation/impersonation';
import { platformStore, usePlatformValue } from './platformStore';

export const authServiceAtom = atom<AuthService | null>(null);
export const sessionUserAtom = atom<SessionUser | undefined>(undefined);
export const impersonationAtom = atom<Impersonation | null>(null);
/** The stored override username (whoever is signed in); see useImpersonation for what counts. */
export const storedOverrideAtom = atom<string | undefined>(undefined);

/**
 * Counts sign-ins in this tab; part of every data-cache key, so a new session of the same user never
 * meets the answers (or the in-flight requests, which SWR dedupes by key for 20 minutes) of the last one.
 */
export const sessionEpochAtom = atom(0);
/** Set when a refresh was refused and the session ended on its own; cleared by the next sign-in. */
export const sessionExpiredAtom = atom(false);

/** Re-reads session and override from the services (after a change here or in another tab). */
export function syncSessionAtoms(): void {
  const previous = platformStore.get(sessionUserAtom);
  const user = platformStore.get(authServiceAtom)?.currentUser();
  if (user && user.username !== previous?.username) {
    platformStore.set(sessionEpochAtom, (epoch) => epoch + 1);
    platformStore.set(sessionExpiredAtom, false);
  }
  platformStore.set(sessionUserAtom, user);
  platformStore.set(storedOverrideAtom, platformStore.get(impersonationAtom)?.stored());
}

/** Whether the last session ended because it could not be renewed (the sign-in page says so). */
export function useSessionExpired(): boolean {
  return usePlatformValue(sessionExpiredAtom);
}

/** The signed-in user, or undefined when signed out. */
export function useSession(): SessionUser | undefined {
  return usePlatformValue(sessionUserAtom);
}

/** The auth service; throws if used before the platform started (a wiring bug, not a user error). */
export function useAuth(): AuthService {
  const auth = usePlatformValue(authServiceAtom);
  if (!auth) throw new Error('The platform auth service is not configured yet.');
  return auth;
}

export interface ImpersonationState {
  /** The username acted as, only when the signed-in user may impersonate (what the API receives). */
  actingAs: string | undefined;
  isImpersonating: boolean;
  /** Stores the override; callers verify it with a lookup and call end() when that fails. */
  start(username: string): void;
  end(): void;
}

/** The stored override as it applies to `user`: only an admin or a super user acts as someone else. */
const actingAsOf = (user: SessionUser | undefined, stored: string | undefined) =>
  user && canImpersonate(user.roles) ? stored : undefined;

export function useImpersonation(): ImpersonationState {
  const user = useSession();
  const stored = usePlatformValue(storedOverrideAtom);
  const impersonation = usePlatformValue(impersonationAtom);
  const actingAs = actingAsOf(user, stored);
  const start = useCallback(
    (username: string) => {
      impersonation?.start(username);
      syncSessionAtoms();
    },
    [impersonation],
  );
  const end = useCallback(() => {
    impersonation?.end();
    syncSessionAtoms();
  }, [impersonation]);
  return { actingAs, isImpersonating: actingAs !== undefined, start, end };
}

/**
 * Who the API answers for: the signed-in username plus the override. Part of every data-cache key, so
 * one user's (or one impersonated user's) answers are never shown to another.
 */
export function useIdentityKey(): string {
  const user = useSession();
  const { actingAs } = useImpersonation();
  const epoch = usePlatformValue(sessionEpochAtom);
  return identityKey(user?.username, actingAs, epoch);
}

/** useIdentityKey's value for a user acting as `actingAs` (for a key asked for before that render). */
export function identityKey(
  username: string | undefined,
  actingAs: string | undefined,
  epoch = platformStore.get(sessionEpochAtom),
): string {
  return `${epoch}|${username ?? ''}|${actingAs ?? ''}`;
}

/** useIdentityKey's value right now, outside React (a request made before the first render). */
export function currentIdentityKey(): string {
  const user = platformStore.get(sessionUserAtom);
  return identityKey(user?.username, actingAsOf(user, platformStore.get(storedOverrideAtom)));
}

/** The override in storage right now (not as of the last render): whether one is still to be ended. */
export function currentOverride(): string | undefined {
  return platformStore.get(impersonationAtom)?.stored();
}
