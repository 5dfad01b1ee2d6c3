// A row action of the Organization Users tab (disable MFA, disable or enable the account).
import { useCallback } from 'react';
import type { OrganizationUser, OrganizationUserAction } from '../../domain/organizationUsers';
import { runOrganizationUserAction } from '../../flows/organizationUsers';
import { useHttpClient } from '../platformStore';
import { useApiMutate } from '../useApiMutate';
import { organizationUsersKey } from './organizationUsers';

/** Runs a row's action (the flow refuses what the rules do not allow); the row takes its new settings. */
export function useOrganizationUserAction(ownUsername: string) {
  const http = useHttpClient();
  const mutate = useApiMutate();
  return useCallback(
    async (user: OrganizationUser, action: OrganizationUserAction) => {
      const identity = await runOrganizationUserAction(http, user, action, ownUsername);
      await mutate<OrganizationUser[]>(
        organizationUsersKey(),
        (list) => list?.map((row) => (row.contact.id === user.contact.id ? { ...row, identity } : row)),
        { revalidate: false },
      );
    },
    [http, mutate, ownUsername],
  );
}
