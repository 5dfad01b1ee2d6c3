// /coupa/starter/{requestId} (part 2 §2.10): sign in with the punch-out's one-time credentials, keep the
// request reference, then the list. A failure says the spec's one sentence.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { startPunchout } from '../../platform/flows/coupa';
import { usePageTitle } from '../../platform/react/pageTitle';
import { useHttpClient } from '../../platform/react/platformStore';
import { useAuth } from '../../platform/react/session';
import { sessionStore } from '../../platform/storage/storage';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/page/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { useMessages } from '../../ui/uiLocale';
import { coupaFlowMessages } from '../../platform/flows/i18n/coupa/messages';
import { coupaMessages } from './messages';

export function CoupaStarter({ requestId, listHref }: { requestId: string; listHref: string }) {
  const http = useHttpClient();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const t = useMessages(coupaMessages);
  const flow = useMessages(coupaFlowMessages);
  // Named for what it shows: the list comes only after the sign-in.
  const title = failed ? flow('coupaFlow.signInFailedTitle') : flow('coupaFlow.signingInTitle');
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
        <Alert kind="error">{flow('coupaFlow.signInFailed')}</Alert>
      ) : (
        <LoadingBlock label={t('coupa.signingIn')} />
      )}
    </Page>
  );
}
