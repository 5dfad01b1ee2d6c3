import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { useAuth } from '../../platform/react/session';
import { toastError } from '../../platform/react/toasts';
import { useShellLinks } from '../routing/shellLinks';

/**
 * Signs out (the auth service also clears the impersonation override and revokes the session at the
 * identity service; `everywhere` ends every session of the user), forgets every cached answer of this
 * user, and goes to the root of the current branch: the branch came with the link, not with the session,
 * so its contacts and its US/UK variant stay (README, "Sessions in the portal").
 */
export function useSignOut(): (options?: { everywhere?: boolean }) => Promise<void> {
  const auth = useAuth();
  const { mutate } = useSWRConfig();
  const home = useShellLinks().home();
  const [, navigate] = useLocation();
  return useCallback(
    async (options) => {
      // Local state is cleared synchronously here; the identity service is told meanwhile.
      const revoking = auth.signOut(options);
      navigate(home);
      await mutate(() => true, undefined, { revalidate: false });
      try {
        await revoking;
      } catch (error) {
        // A plain sign-out has done its part here; signing out of other devices must say it did not.
        if (options?.everywhere) toastError(error);
      }
    },
    [auth, home, mutate, navigate],
  );
}
