import { canImpersonate } from '../domain/roles';
import type { Role } from '../domain/roleNames';
import type { KeyValueStorage } from '../storage/storage';

import { IMPERSONATION_OVERRIDE_KEY } from '../domain/storageKeys';

/** Session-storage key of the impersonation override (spec §9: kept in session storage). */
export const IMPERSONATION_STORAGE_KEY = IMPERSONATION_OVERRIDE_KEY;

/**
 * The acting-as override. It is stored per tab, and only ever *sent* for an admin or super user: a
 * client whose storage was tampered with never gets the header on the wire.
 */
export interface Impersonation {
  /** The stored username, whoever is signed in. */
  stored(): string | undefined;
  /** The username to send in the override header for a user with these roles, or undefined. */
  actingAs(roles: readonly Role[] | undefined): string | undefined;
  start(username: string): void;
  end(): void;
}

export function createImpersonation(storage: KeyValueStorage): Impersonation {
  const stored = () => storage.getItem(IMPERSONATION_STORAGE_KEY)?.trim() || undefined;
  return {
    stored,
    actingAs: (roles) => (roles && canImpersonate(roles) ? stored() : undefined),
    start(username) {
      const name = username.trim();
      if (!name) throw new Error('Required');
      storage.setItem(IMPERSONATION_STORAGE_KEY, name);
    },
    end: () => storage.removeItem(IMPERSONATION_STORAGE_KEY),
  };
}
