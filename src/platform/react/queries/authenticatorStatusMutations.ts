// Turning the signed-in user's authenticator app on or off, and showing it everywhere at once.
import { useCallback, useMemo } from 'react';
import { confirmAuthenticatorSetup, disableAuthenticator } from '../../flows/authenticatorMfa';
import { useAuth } from '../session';
import { useApiMutate } from '../useApiMutate';
import { authenticatorStatusKey } from './authenticatorStatus';
import { organizationUsersKey } from './organizationUsers';

/**
 * Turns the user's authenticator app on (a verified code of the setup beginAuthenticatorSetup started) or
 * off; the status entry takes the new state and the organisation users ask again (the manager's own row).
 */
export function useSetMfa() {
  const auth = useAuth();
  const mutate = useApiMutate();
  const changed = useCallback(
    async (enabled: boolean) => {
      await mutate(authenticatorStatusKey(), enabled, { revalidate: false });
      void mutate(organizationUsersKey());
    },
    [mutate],
  );
  return useMemo(
    () => ({
      /** Checks the code's form, verifies it and turns the app on. */
      confirm: async (code: string) => {
        await confirmAuthenticatorSetup(auth, code);
        await changed(true);
      },
      disable: async () => {
        await disableAuthenticator(auth);
        await changed(false);
      },
    }),
    [auth, changed],
  );
}
