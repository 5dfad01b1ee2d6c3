// /coupa (part 2 §2.10): 'Coupa Requests', Create Request (only with a punch-out reference), and the
// procurement requests through the shared request list (procurement status labels, view details only).
import { useLocation } from 'wouter';
import { COUPA_ORIGINATIONS, storedCoupaRequest } from '../../platform/flows/coupa';
import { usePageTitle } from '../../platform/react/pageTitle';
import { sessionStore } from '../../platform/storage/storage';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/page/Page';
import { RequestList } from '../../widgets/requestList/RequestList';
import { useMessages } from '../../ui/uiLocale';
import { coupaFlowMessages } from '../../platform/flows/i18n/coupa/messages';
import { coupaMessages } from './messages';

export function CoupaList({
  detailHref,
  createQuoteHref,
}: {
  detailHref: (id: string) => string;
  createQuoteHref: string;
}) {
  const t = useMessages(coupaMessages);
  const flow = useMessages(coupaFlowMessages);
  usePageTitle(flow('coupaFlow.title'));
  const [, navigate] = useLocation();
  const reference = storedCoupaRequest(sessionStore);
  return (
    <Page
      title={flow('coupaFlow.title')}
      actions={
        <Button
          disabled={!reference}
          title={reference ? undefined : t('coupa.createDisabledHint')}
          onClick={() => navigate(createQuoteHref)}
        >
          {flow('coupaFlow.createRequest')}
        </Button>
      }
    >
      <RequestList
        origination={COUPA_ORIGINATIONS}
        listId="coupa"
        caption={flow('coupaFlow.title')}
        detailHref={detailHref}
        manageActions={[]}
      />
    </Page>
  );
}
