import { useCallback } from 'react';
import { mutate } from 'swr';
import { useLocation } from 'wouter';
import { useLocale } from '../../platform/react/locale';
import { useAuth } from '../../platform/react/session';

/**
 * Signs out (the auth service also clears the impersonation override), forgets every cached answer of
 * this user (SWR's global cache), and goes to the root of the current branch.
 */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const { basePath } = useLocale();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await auth.signOut();
    await mutate(() => true, undefined, { revalidate: false });
    navigate(basePath || '/');
  }, [auth, basePath, navigate]);
}
