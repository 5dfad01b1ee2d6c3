// A row action of the Organization Users tab (disable MFA, disable or enable the account): the flow refuses
// what the rules do not allow, then the row takes its new identity settings in the cached list.
import type { OrganizationUser } from '../../domain/organizationUsers';
import { runOrganizationUserAction } from '../../flows/organizationUsers';
import { useApiChange } from '../useApiMutate';
import { organizationUsersKey } from './organizationUsers';

export const useOrganizationUserAction = () =>
  useApiChange(runOrganizationUserAction, (mutate, identity, user) =>
    mutate<OrganizationUser[]>(
      organizationUsersKey(),
      (list) => list?.map((row) => (row.contact.id === user.contact.id ? { ...row, identity } : row)),
      { revalidate: false },
    ),
  );
