import { useEffect } from 'react';
import { parsePortalPath } from '../../platform/react/locale';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { useSession, useSessionExpired } from '../../platform/react/session';
import { currentPath, useStartSignIn } from './useStartSignIn';

/**
 * A session the identity service would not renew ends on any page, public ones included: off to sign-in,
 * keeping the way back (the sign-in page shows why). A guard that got there first already did it.
 */
export function SessionExpiredRedirect() {
  const expired = useSessionExpired();
  const signedIn = !!useSession();
  const { productName } = useRuntimeConfig();
  const startSignIn = useStartSignIn();
  useEffect(() => {
    if (!expired || signedIn) return;
    if (parsePortalPath(window.location.pathname, productName).rest.toLowerCase() === '/signin') return;
    void startSignIn(currentPath(), { replace: true });
  }, [expired, signedIn, productName, startSignIn]);
  return null;
}
