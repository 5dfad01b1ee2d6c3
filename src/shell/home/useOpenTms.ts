import { useCallback, useState } from 'react';
import { getTmsAuthUrl } from '../../platform/api/tms';
import { requireSafeUrl } from '../../platform/http/safeUrl';
import { useHttpClient, useRuntimeConfig } from '../../platform/react/platformStore';
import { toastError } from '../../platform/react/toasts';

/**
 * The project-management dashboard tile: fetch the TMS authorization URL, then open it. The window is
 * opened during the click (popup blockers allow only that) and pointed at the URL once it arrives.
 */
export function useOpenTms() {
  const http = useHttpClient();
  const { externalUrls } = useRuntimeConfig();
  const [busy, setBusy] = useState(false);
  const open = useCallback(async () => {
    const target = window.open('', '_blank');
    setBusy(true);
    try {
      // An absolute URL is used as is; a path is under the API root (runtime config).
      const answer = await getTmsAuthUrl(http, externalUrls.tmsAuthUrl);
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
      toastError(error);
    } finally {
      setBusy(false);
    }
  }, [http, externalUrls.tmsAuthUrl]);
  return { open: () => void open(), busy };
}
