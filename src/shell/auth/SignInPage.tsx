import { useCallback, useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { safeReturnPath } from '../../platform/auth/returnPath';
import { passwordResetMessages } from '../../platform/flows/i18n/passwordReset/messages';
import { useDemoControls, useWakeDemoBackend } from '../../platform/react/demoControls';
import { useLocalHref } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { preloadSignInCode } from '../../platform/react/preloadSignIn';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { SESSION_EXPIRED_MESSAGE } from '../../platform/auth/sessionExpired';
import { useAuth, useSession, useSessionExpired } from '../../platform/react/session';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Page } from '../../ui/page/Page';
import { PageHeading } from '../../ui/page/PageHeading';
import { LoadingBlock } from '../../ui/Spinner';
import { DemoPersonas } from './DemoPersonas';
import { MfaCodeForm } from './MfaCodeForm';
import { PasswordForm } from './PasswordForm';
import { useSignInFlow } from './useSignInFlow';
import { useStartSignIn } from './useStartSignIn';
import { preloadSignedInShell } from '../signedInChunks';
import { useShellLinks } from '../routing/shellLinks';
import { useMessages } from '../../ui/uiLocale';
import { signInMessages } from './messages';

/** /signIn?returnTo=...: the portal's own sign-in (no hosted UI configured), then back where the user was. */
export default function SignInPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const home = useShellLinks().home();
  const config = useRuntimeConfig();
  const user = useSession();
  const expired = useSessionExpired();
  const auth = useAuth();
  const demo = useDemoControls();
  const t = useMessages(signInMessages);
  const tReset = useMessages(passwordResetMessages);
  usePageTitle(t('shell.signIn.title'));
  const wakeDemoBackend = useWakeDemoBackend();
  // The demo sign-ins come with the backend: start it now rather than when the page has settled.
  useEffect(() => wakeDemoBackend?.(), [wakeDemoBackend]);
  // The code of the sign-in and of the page after it, fetched while the user types (see the two modules).
  useEffect(() => {
    preloadSignInCode();
    preloadSignedInShell({ home: true });
  }, []);
  const startSignIn = useStartSignIn();
  const query = new URLSearchParams(search);
  const returnTo = query.get('returnTo');
  const passwordReset = query.get('passwordReset') === '1';
  const href = useLocalHref();
  const federated = !!config.cognito?.hostedUiDomain;

  const goBack = useCallback(() => {
    const target = returnTo ?? auth.currentUser()?.initialPagePath ?? home;
    navigate(safeReturnPath(target), { replace: true });
  }, [returnTo, auth, home, navigate]);
  const flow = useSignInFlow(goBack);

  // Already signed in (another tab, or Back after signing in): nothing to do here.
  useEffect(() => {
    if (user && flow.step.kind === 'password' && !flow.busy) goBack();
  }, [user, flow.step.kind, flow.busy, goBack]);
  // With a hosted UI, this page only hands over to it.
  useEffect(() => {
    if (federated && !user) void startSignIn(safeReturnPath(returnTo ?? home), { replace: true });
  }, [federated, user, startSignIn, returnTo, home]);

  if (federated) return <LoadingBlock label={t('shell.signIn.redirecting')} />;
  return (
    <Page width="narrow">
      <Card className="p-6 sm:p-8">
        <PageHeading>{t('shell.signIn.title')}</PageHeading>
        {passwordReset && !flow.error ? (
          <Alert kind="success" className="mt-4">
            {tReset('passwordReset.done')}
          </Alert>
        ) : null}
        {expired && !flow.error && !passwordReset ? (
          <Alert kind="info" className="mt-4">
            {SESSION_EXPIRED_MESSAGE}
          </Alert>
        ) : null}
        {flow.error ? (
          <Alert kind="error" className="mt-4">
            {flow.error}
          </Alert>
        ) : null}
        <div className="mt-6">
          {flow.step.kind === 'password' ? (
            <>
              <PasswordForm
                busy={flow.busy}
                onSubmit={(username, password) => void flow.signIn(username, password)}
              />
              <p className="mt-4 text-center text-sm">
                <Link
                  href={href(`/forgotPassword${returnTo ? `?${new URLSearchParams({ returnTo })}` : ''}`)}
                  className="font-medium text-primary-700 underline hover:text-primary-900"
                >
                  {tReset('passwordReset.link')}
                </Link>
              </p>
            </>
          ) : (
            <MfaCodeForm
              busy={flow.busy}
              onSubmit={(code) => void flow.submitCode(code)}
              onCancel={flow.restart}
            />
          )}
        </div>
        {demo && flow.step.kind === 'password' ? (
          <DemoPersonas
            demo={demo}
            busy={flow.busy}
            onPick={(username, password) => void flow.signIn(username, password)}
          />
        ) : null}
      </Card>
    </Page>
  );
}
