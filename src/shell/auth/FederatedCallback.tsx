import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { completeFederatedSignIn } from '../../platform/auth/federated';
import { COMMON_MESSAGES } from '../../platform/http/catalogue';
import { usePageTitle } from '../../platform/react/pageTitle';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { useAuth } from '../../platform/react/session';
import { sessionStore } from '../../platform/storage/storage';
import { Alert } from '../../ui/Alert';
import { buttonClasses } from '../../ui/Button';
import { Page } from '../../ui/page/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { useMessages } from '../../ui/uiLocale';
import { accessMessages } from '../access/messages';
import { signInMessages } from './messages';
import { hostedUiSettings } from './useStartSignIn';

// A code can be exchanged once: React's development double effects must not send it twice.
const exchanges = new Map<string, Promise<string>>();

/** /auth/callback: exchanges the hosted UI's code for tokens, then returns to the remembered (same-origin) path. */
export default function FederatedCallback() {
  const search = useSearch();
  const config = useRuntimeConfig();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const t = useMessages(signInMessages);
  const tAccess = useMessages(accessMessages);
  usePageTitle(t(failed ? 'shell.signIn.failedTitle' : 'shell.signIn.signingInTitle'));

  useEffect(() => {
    const query = new URLSearchParams(search);
    const code = query.get('code') ?? '';
    const settings = hostedUiSettings(config, window.location.origin);
    if (!settings || !code) {
      setFailed(true);
      return;
    }
    let exchange = exchanges.get(code);
    if (!exchange) {
      exchange = completeFederatedSignIn(settings, sessionStore, { code, state: query.get('state') }).then(
        ({ tokens, returnPath }) => {
          auth.adoptTokens(tokens);
          return returnPath;
        },
      );
      exchanges.set(code, exchange);
    }
    let live = true;
    exchange.then(
      (returnPath) => live && navigate(returnPath, { replace: true }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [search, config, auth, navigate]);

  if (!failed) return <LoadingBlock label={t('shell.signIn.signingYouIn')} />;
  return (
    <Page width="narrow" padding="roomy">
      <Alert kind="error">{COMMON_MESSAGES.signInFailed}</Alert>
      <Link href="/" className={buttonClasses('primary', 'md')}>
        {tAccess('shell.backHome')}
      </Link>
    </Page>
  );
}
