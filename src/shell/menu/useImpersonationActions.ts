import { useCallback, useEffect } from 'react';
import { useLocalNavigate } from '../../platform/react/locale';
import { useHttpClient } from '../../platform/react/platformStore';
import {
  currentOverride,
  identityKey,
  useIdentityKey,
  useImpersonation,
  useSession,
} from '../../platform/react/session';
import { showToast, toastError } from '../../platform/react/toasts';
import { menuMessages } from './messages';
import { isRefusedImpersonation } from '../../platform/react/queries/effectiveRoles';
import { isLookupPending, lookUpAccount, useUserAccount } from '../../platform/react/queries/userAccount';

/**
 * Ends the impersonation a lookup under it has failed for, and shows why as a toast (spec part 1 §4). The
 * start and the check share one lookup, so both may report the same failure: only the first one, while the
 * override is still stored, acts.
 */
function useEndFailedImpersonation(): (error: unknown) => void {
  const { end } = useImpersonation();
  return useCallback(
    (error: unknown) => {
      if (!currentOverride()) return;
      end();
      toastError(error);
    },
    [end],
  );
}

export type StartResult = { started: true } | { started: false; error: unknown };

/**
 * Starts acting as `username`: the override is stored, then verified by reading the account under it
 * (GET /userAccount, the same request the queries under the override use). A failed lookup ends it again
 * and the error is returned for the dialog to show next to what the user typed (a toast would sit behind
 * the modal, out of a screen reader's reach).
 */
export function useStartImpersonation(): (username: string) => Promise<StartResult> {
  const http = useHttpClient();
  const user = useSession();
  const { start, end } = useImpersonation();
  const navigate = useLocalNavigate();
  return useCallback(
    async (username: string) => {
      const name = username.trim();
      start(name);
      try {
        const account = await lookUpAccount(http, identityKey(user?.username, name));
        showToast(
          'info',
          menuMessages.t('shell.menu.impersonation.started', { name: account.loginName || name }),
        );
        navigate('/');
        return { started: true };
      } catch (error) {
        // Ended before the shared check sees the refusal, so it raises no toast of its own.
        if (currentOverride()) end();
        return { started: false, error };
      }
    },
    [http, user, start, end, navigate],
  );
}

/**
 * The impersonated account while impersonating (undefined otherwise), checked whenever it is read: after a
 * reload, or once the user was removed, a refused lookup (4xx but 401) ends the impersonation with a toast,
 * rather than leaving the portal acting as someone the API does not know. Other failures keep it. A refusal
 * still cached from an earlier attempt at the same user does not count while a new lookup is under way.
 */
export function useImpersonationCheck() {
  const { isImpersonating } = useImpersonation();
  const identity = useIdentityKey();
  const account = useUserAccount(isImpersonating);
  const endFailed = useEndFailedImpersonation();
  const refused = isImpersonating && isRefusedImpersonation(account.error) && !isLookupPending(identity);
  const refusal = refused ? account.error : undefined;
  useEffect(() => {
    if (refusal) endFailed(refusal);
  }, [refusal, endFailed]);
  return isImpersonating ? account : undefined;
}
