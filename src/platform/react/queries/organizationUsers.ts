// The organisation's users with their identity settings (the Organization Users tab): one cache entry for
// the whole list, changed in place when a row action succeeds (organizationUsersMutations.ts).
import { loadOrganizationUsers } from '../../flows/organizationUsers';
import { useSession } from '../session';
import { useApiQuery } from '../useApiQuery';

export const organizationUsersKey = () => ['userAccount', 'organizationClientContacts'] as const;

export function useOrganizationUsers(enabled = true) {
  const signedIn = !!useSession();
  return useApiQuery(signedIn && enabled && organizationUsersKey(), (http) => loadOrganizationUsers(http));
}
