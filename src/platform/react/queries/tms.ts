// The project-management dashboard's sign-in address (GET of the runtime config's TMS auth URL): asked for
// on each press, never cached (it is a one-time address).
import { useCallback } from 'react';
import { getTmsAuthUrl } from '../../api/tms';
import { useHttpClient, useRuntimeConfig } from '../platformStore';

export function useTmsAuthUrl() {
  const http = useHttpClient();
  const { externalUrls } = useRuntimeConfig();
  // An absolute URL is used as is; a path is under the API root (runtime config).
  return useCallback(() => getTmsAuthUrl(http, externalUrls.tmsAuthUrl), [http, externalUrls.tmsAuthUrl]);
}
