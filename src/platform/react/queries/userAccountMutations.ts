// Changes to the signed-in user's account.
import { useCallback } from 'react';
import { assignClient } from '../../api/userAccount';
import { useHttpClient } from '../platformStore';
import { useApiMutate } from '../useApiMutate';
import { userAccountKey } from './userAccount';

/**
 * Links the account to the chosen organisation (POST assignClient); then everything about the account
 * (the account, its applications, what hangs off it) asks again, so the home shows the tools.
 */
export function useAssignClient() {
  const http = useHttpClient();
  const mutate = useApiMutate();
  return useCallback(
    async (clientId: string) => {
      await assignClient(http, clientId);
      await mutate.prefix(userAccountKey());
    },
    [http, mutate],
  );
}
