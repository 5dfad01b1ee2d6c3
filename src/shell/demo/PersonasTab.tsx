import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import type { SignInResult } from '../../platform/auth/authService';
import { safeReturnPath } from '../../platform/auth/returnPath';
import { signInFailureMessage } from '../../platform/http/userMessage';
import type { DemoControls } from '../../platform/react/demoControls';
import { useShellLinks } from '../routing/shellLinks';
import { preloadableLazy } from '../../platform/react/preloadableLazy';
import { useAuth, useSession } from '../../platform/react/session';
import { Alert } from '../../ui/Alert';
import { useMessages } from '../../ui/uiLocale';
import { useSignOut } from '../auth/useSignOut';
import { demoPanelMessages } from './messages';

// The authenticator step (the sign-in page's own form) loads only for the persona that needs it.
const personaMfaStep = preloadableLazy(() => import('./PersonaMfaStep'));

type SubmitCode = Extract<SignInResult, { status: 'mfaRequired' }>['submitCode'];

/** One click: signs out whoever is signed in, signs in as the persona and opens their first page. */
export function PersonasTab({ demo, onSwitched }: { demo: DemoControls; onSwitched: () => void }) {
  const t = useMessages(demoPanelMessages);
  const auth = useAuth();
  const user = useSession();
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  const home = useShellLinks().home();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const [mfa, setMfa] = useState<{ username: string; submitCode: SubmitCode }>();

  const arrive = () => {
    navigate(safeReturnPath(auth.currentUser()?.initialPagePath ?? home));
    onSwitched();
  };

  const switchTo = async (username: string) => {
    setBusy(username);
    setError(undefined);
    setMfa(undefined);
    try {
      if (auth.currentUser()) await signOut();
      const result = await auth.signIn(username, demo.password);
      if (result.status === 'mfaRequired') setMfa({ username, submitCode: result.submitCode });
      else arrive();
    } catch (failure) {
      setError(signInFailureMessage(failure));
    } finally {
      setBusy(undefined);
    }
  };

  const submitCode = async (code: string) => {
    if (!mfa) return;
    setBusy(mfa.username);
    setError(undefined);
    try {
      await mfa.submitCode(code);
      setMfa(undefined);
      arrive();
    } catch (failure) {
      setError(signInFailureMessage(failure));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby="demo-personas-heading">
      <h3 id="demo-personas-heading" className="text-base font-semibold text-primary-800">
        {t('demoPanel.personas.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {user
          ? t('demoPanel.personas.signedIn', { username: user.username, password: demo.password })
          : t('demoPanel.personas.nobody', { password: demo.password })}
      </p>
      {error ? (
        <Alert kind="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
      {mfa ? (
        <div className="mt-4 rounded-md border border-slate-200 p-4">
          <Suspense fallback={null}>
            <personaMfaStep.Component
              username={mfa.username}
              busy={busy !== undefined}
              onSubmit={(code) => void submitCode(code)}
              onCancel={() => setMfa(undefined)}
            />
          </Suspense>
        </div>
      ) : null}
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {demo.personas.map((persona) => (
          <li key={persona.username}>
            <button
              type="button"
              disabled={busy !== undefined}
              aria-current={user?.username === persona.username ? 'true' : undefined}
              onClick={() => void switchTo(persona.username)}
              className="w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-start text-sm hover:border-primary-300 hover:bg-primary-50 disabled:opacity-60 aria-[current=true]:border-primary-500"
            >
              {/* Named by what it shows, after words only a screen reader says (WCAG 2.5.3, label in name). */}
              <span className="sr-only">{t('demoPanel.personas.switchTo')}</span>{' '}
              <span className="block font-semibold text-primary-800">
                {user?.username === persona.username
                  ? t('demoPanel.personas.current', { username: persona.username })
                  : persona.username}
              </span>
              <span className="block text-xs break-words text-slate-600 [overflow-wrap:anywhere]">
                {persona.summary}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
