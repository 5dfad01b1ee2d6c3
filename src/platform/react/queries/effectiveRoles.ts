// The roles guards and tiles decide with: whom the API answers for, not always who signed in.
import { isApiError } from '../../http/errors';
import { useImpersonation, useSession } from '../session';
import { useUserAccount } from './userAccount';

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
export function useEffectiveRoles(): {
  roles: readonly string[] | undefined;
  error: unknown;
  /** Asks for the impersonated account again (the Try again of a failed lookup). */
  mutate: () => Promise<unknown>;
} {
  const user = useSession();
  const { isImpersonating } = useImpersonation();
  const account = useUserAccount(isImpersonating);
  const { mutate } = account;
  if (!user) return { roles: undefined, error: undefined, mutate };
  if (!isImpersonating) return { roles: user.roles, error: undefined, mutate };
  // A refused override is being ended (useImpersonationCheck): wait for the user's own roles.
  return {
    roles: account.data?.roles,
    error: isRefusedImpersonation(account.error) ? undefined : account.error,
    mutate,
  };
}
