import { requireSafeUrl } from '../../platform/http/safeUrl';
import { useTmsAuthUrl } from '../../platform/react/queries/tms';
import { toastError } from '../../platform/react/toasts';
import { useAsyncAction } from '../../platform/react/useAsyncAction';

/**
 * The project-management dashboard tile: fetch the TMS authorization URL, then open it. The window is
 * opened during the click (popup blockers allow only that) and pointed at the URL once it arrives.
 */
export function useOpenTms() {
  const tmsAuthUrl = useTmsAuthUrl();
  const action = useAsyncAction(
    async (target: Window | null) => {
      try {
        const answer = await tmsAuthUrl();
        // The address comes from a server: only a web address is ever opened (else the generic error).
        const authUrl = requireSafeUrl(answer.authUrl);
        if (target) {
          target.opener = null;
          target.location.href = authUrl;
        } else {
          window.location.assign(authUrl);
        }
      } catch (error) {
        target?.close();
        throw error;
      }
    },
    { onError: toastError },
  );
  return { open: () => void action.run(window.open('', '_blank')), busy: action.busy };
}
