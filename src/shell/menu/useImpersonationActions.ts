import { useCallback } from 'react';
import { getUserAccount } from '../../platform/api/userAccount';
import { useLocalNavigate } from '../../platform/react/locale';
import { useHttpClient } from '../../platform/react/platformStore';
import { useImpersonation } from '../../platform/react/session';
import { showToast } from '../../platform/react/toasts';

/**
 * Starts acting as `username`: the override is stored, then verified by reading the account under it
 * (GET /userAccount). A failed lookup clears the override again and rethrows for the dialog to show.
 */
export function useStartImpersonation(): (username: string) => Promise<void> {
  const http = useHttpClient();
  const { start, end } = useImpersonation();
  const navigate = useLocalNavigate();
  return useCallback(
    async (username: string) => {
      start(username);
      try {
        const account = await getUserAccount(http);
        showToast('info', `You are now acting as ${account.loginName || username}.`);
        navigate('/');
      } catch (error) {
        end();
        throw error;
      }
    },
    [http, start, end, navigate],
  );
}

export function useEndImpersonation(): () => void {
  const { end } = useImpersonation();
  const navigate = useLocalNavigate();
  return useCallback(() => {
    end();
    showToast('info', 'Impersonation ended.');
    navigate('/');
  }, [end, navigate]);
}
