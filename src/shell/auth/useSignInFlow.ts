import { useCallback, useState } from 'react';
import type { SignInResult } from '../../platform/auth/authService';
import { signInFailureMessage } from '../../platform/http/userMessage';
import { useAuth } from '../../platform/react/session';

export type SignInStep =
  | { kind: 'password' }
  | { kind: 'mfa'; submitCode: Extract<SignInResult, { status: 'mfaRequired' }>['submitCode'] };

/** The steps of the portal's own sign-in: password, then the authenticator code when the pool asks. */
export function useSignInFlow(onSignedIn: () => void) {
  const auth = useAuth();
  const [step, setStep] = useState<SignInStep>({ kind: 'password' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(signInFailureMessage(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  const signIn = useCallback(
    (username: string, password: string) =>
      run(async () => {
        const result = await auth.signIn(username, password);
        if (result.status === 'signedIn') onSignedIn();
        else setStep({ kind: 'mfa', submitCode: result.submitCode });
      }),
    [auth, run, onSignedIn],
  );

  const submitCode = useCallback(
    (code: string) =>
      run(async () => {
        if (step.kind !== 'mfa') return;
        await step.submitCode(code);
        onSignedIn();
      }),
    [run, step, onSignedIn],
  );

  const restart = useCallback(() => {
    setStep({ kind: 'password' });
    setError(undefined);
  }, []);

  return { step, error, busy, signIn, submitCode, restart };
}
