// /coupa/starter/{requestId} (part 2 §2.10): sign in with the punch-out's one-time credentials, keep the
// request reference, then the list. A failure says the spec's one sentence.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { COUPA_TEXTS, startPunchout } from '../../platform/flows/coupa';
import { usePageTitle } from '../../platform/react/pageTitle';
import { useHttpClient } from '../../platform/react/platformStore';
import { useAuth } from '../../platform/react/session';
import { sessionStore } from '../../platform/storage/storage';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/page/Page';
import { LoadingBlock } from '../../ui/Spinner';

export function CoupaStarter({ requestId, listHref }: { requestId: string; listHref: string }) {
  const http = useHttpClient();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  // Named for what it shows: the list comes only after the sign-in.
  const title = failed ? COUPA_TEXTS.signInFailedTitle : COUPA_TEXTS.signingInTitle;
  usePageTitle(title);
  useEffect(() => {
    let current = true;
    startPunchout(http, auth, sessionStore, requestId).then(
      () => current && navigate(listHref, { replace: true }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
    // Once per request id: the token is single-use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId]);
  return (
    <Page width="narrow" title={title}>
      {failed ? (
        <Alert kind="error">{COUPA_TEXTS.signInFailed}</Alert>
      ) : (
        <LoadingBlock label="Signing you in…" />
      )}
    </Page>
  );
}
