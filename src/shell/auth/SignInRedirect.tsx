import { useEffect } from 'react';
import { LoadingBlock } from '../../ui/Spinner';
import { useMessages } from '../../ui/uiLocale';
import { signInMessages } from './messages';
import { useStartSignIn } from './useStartSignIn';

/** A signed-out visitor on a protected route: off to sign-in, remembering this address to come back to. */
export function SignInRedirect() {
  const startSignIn = useStartSignIn();
  const t = useMessages(signInMessages);
  useEffect(() => {
    void startSignIn(undefined, { replace: true });
  }, [startSignIn]);
  return <LoadingBlock label={t('shell.signIn.redirecting')} />;
}
