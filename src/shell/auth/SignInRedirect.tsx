import { useEffect } from 'react';
import { LoadingBlock } from '../../ui/Spinner';
import { useStartSignIn } from './useStartSignIn';

/** A signed-out visitor on a protected route: off to sign-in, remembering this address to come back to. */
export function SignInRedirect() {
  const startSignIn = useStartSignIn();
  useEffect(() => {
    void startSignIn(undefined, { replace: true });
  }, [startSignIn]);
  return <LoadingBlock label="Redirecting to sign-in…" />;
}
