// /coupa (part 2 §2.10): 'Coupa Requests', Create Request (only with a punch-out reference), and the
// procurement requests through the shared request list (procurement status labels, view details only).
import { useLocation } from 'wouter';
import { COUPA_ORIGINATIONS, COUPA_TEXTS, storedCoupaRequest } from '../../platform/flows/coupa';
import { usePageTitle } from '../../platform/react/pageTitle';
import { sessionStore } from '../../platform/storage/storage';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/page/Page';
import { RequestList } from '../../widgets/requestList/RequestList';

export function CoupaList({
  detailHref,
  createQuoteHref,
}: {
  detailHref: (id: string) => string;
  createQuoteHref: string;
}) {
  usePageTitle(COUPA_TEXTS.title);
  const [, navigate] = useLocation();
  const reference = storedCoupaRequest(sessionStore);
  return (
    <Page
      title={COUPA_TEXTS.title}
      actions={
        <Button
          disabled={!reference}
          title={reference ? undefined : 'Open Coupa’s punch-out link to create a request'}
          onClick={() => navigate(createQuoteHref)}
        >
          {COUPA_TEXTS.createRequest}
        </Button>
      }
    >
      <RequestList
        origination={COUPA_ORIGINATIONS}
        listId="coupa"
        caption={COUPA_TEXTS.title}
        detailHref={detailHref}
        manageActions={[]}
      />
    </Page>
  );
}
