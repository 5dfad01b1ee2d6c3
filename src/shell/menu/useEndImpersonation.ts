import { useCallback } from 'react';
import { useLocalNavigate } from '../../platform/react/locale';
import { useImpersonation } from '../../platform/react/session';
import { menuMessages } from './messages';

/**
 * Ends acting as another user and goes home, for the user menu and the impersonation banner alike. The
 * banner is part of the first screen, so the toast's code loads when the toast is shown, not with it.
 */
export function useEndImpersonation(): () => void {
  const { end } = useImpersonation();
  const navigate = useLocalNavigate();
  return useCallback(() => {
    end();
    void import('../../platform/react/toasts').then(({ showToast }) =>
      showToast('info', menuMessages.t('shell.menu.impersonationEnded')),
    );
    navigate('/');
  }, [end, navigate]);
}
