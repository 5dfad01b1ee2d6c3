// Request a Quote or Translation (part 2 §2.2, §2.3): the entry flows lead to the shared request form;
// after a submit, the success page (and a visitor's sign-up prompt).
import { Suspense, useState } from 'react';
import { usePortalLinks } from '../../platform/react/links';
import type { ToolPropsOf } from '../../platform/react/toolManifest';
import { useNewPageOn } from '../../platform/react/newPage';
import { usePageTitle } from '../../platform/react/pageTitle';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { useSession } from '../../platform/react/session';
import type { RequestSubmitted } from '../../widgets/requestForm/RequestForm';
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import { EntryFlow } from './entry/EntryFlow';
import { Page } from '../../ui/page/Page';
import { LoadingBlock } from '../../ui/Spinner';
import type { manifest } from './manifest';

// After a submit only: the success page and the sign-up prompt (with the sign-up flow) load then.
const successPage = preloadableExport(() => import('./SuccessPage'), 'SuccessPage');

export default function CreateProjectRoot({ route, params, title }: ToolPropsOf<typeof manifest>) {
  usePageTitle(title);
  const signedIn = !!useSession();
  const [done, setDone] = useState<{
    result: RequestSubmitted;
    client: ClientConfig | undefined;
    visitor: boolean;
  }>();
  // The success page replaces the long form: it starts at the top, as a new page would.
  useNewPageOn(!!done);
  const home = usePortalLinks().home();
  return (
    <Page width="medium" title={title}>
      {done ? (
        <Suspense fallback={<LoadingBlock />}>
          <successPage.Component
            result={done.result}
            client={done.client}
            visitor={done.visitor}
            homeHref={home}
          />
        </Suspense>
      ) : (
        <EntryFlow
          link={route === 'externalLink' ? { clientId: params.clientId, token: params.token } : undefined}
          signedIn={signedIn}
          homeHref={home}
          onSubmitted={(result, client, visitor) => setDone({ result, client, visitor })}
        />
      )}
    </Page>
  );
}
