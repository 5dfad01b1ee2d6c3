// /coupa/createQuote (part 2 §2.10): the shared request form for the signed-in procurement user, only
// with a stored punch-out reference; else 'Invalid page URL'.
import { useState } from 'react';
import { Link } from 'wouter';
import { storedCoupaRequest } from '../../platform/flows/coupa';
import { ErrorMessage } from '../../platform/react/ErrorMessage';
import { useNewPageOn } from '../../platform/react/newPage';
import { retryOf } from '../../platform/react/retryLoad';
import { useUserAccount } from '../../platform/react/queries/userAccount';
import { sessionStore } from '../../platform/storage/storage';
import { Alert } from '../../ui/Alert';
import { buttonClasses } from '../../ui/Button';
import { Page } from '../../ui/page/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { RequestForm, type RequestSubmitted } from '../../widgets/requestForm/RequestForm';
import { useMessages } from '../../ui/uiLocale';
import { coupaFlowMessages } from '../../platform/flows/i18n/coupa/messages';
import { coupaMessages } from './messages';

export function CoupaCreateQuote({ listHref }: { listHref: string }) {
  const reference = storedCoupaRequest(sessionStore);
  const t = useMessages(coupaMessages);
  const flow = useMessages(coupaFlowMessages);
  const account = useUserAccount(!!reference);
  const [done, setDone] = useState<RequestSubmitted>();
  // The confirmation replaces the long form: it starts at the top, as a new page would.
  useNewPageOn(!!done);
  const back = (
    <Link href={listHref} className={buttonClasses('outline')}>
      {t('coupa.backToList', { list: flow('coupaFlow.title') })}
    </Link>
  );
  let body;
  if (!reference) body = <Alert kind="error">{flow('coupaFlow.invalidPageUrl')}</Alert>;
  else if (account.error) body = <ErrorMessage error={account.error} onRetry={retryOf(account)} />;
  else if (!account.data) body = <LoadingBlock />;
  else if (done)
    body = (
      <Alert kind="success" title={t('coupa.submitted', { kind: done.kind })}>
        {t('coupa.submittedWhere', { list: flow('coupaFlow.title'), id: done.id })}
      </Alert>
    );
  else
    body = (
      <RequestForm
        client={account.data.clientConfig ?? undefined}
        visitor={false}
        email={account.data.email}
        onSubmitted={setDone}
      />
    );
  return (
    <Page width="medium" title={flow('coupaFlow.createRequest')}>
      {body}
      <div>{back}</div>
    </Page>
  );
}
