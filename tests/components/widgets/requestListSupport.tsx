// The request list as a host tool mounts it: the platform started in fixture mode and signed in as a
// persona (tests/support), the real fixture handlers, and a wouter memory router so the detail links and
// 'view details' can be read back. The app's data-cache settings apply (its 20-minute deduping included),
// so polling is tested as the app runs it.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { startTestPlatform, type PersonaName } from '../../support/platform';
import { swrConfig } from '../../../src/platform/react/swrConfig';
import { RequestList, type RequestListProps } from '../../../src/widgets/requestList/RequestList';

export const detailHref = (id: string) => `/machineTranslation/fileTranslation/${id}`;

/** Signs in as `as` and renders the machine translation file list; returns the memory location too. */
export async function renderRequestList(props: Partial<RequestListProps> = {}, as: PersonaName = 'client') {
  await startTestPlatform({ as });
  return mountRequestList(props);
}

/** Another list in the same signed-in tab (storage kept), e.g. after the first one unmounted. */
export function mountRequestList(props: Partial<RequestListProps> = {}) {
  const location = memoryLocation({ path: '/machineTranslation/fileTranslation', record: true });
  const view = render(
    <Router hook={location.hook}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <RequestList origination="MT" listId="mtFiles" detailHref={detailHref} {...props} />
      </SWRConfig>
    </Router>,
  );
  return { ...view, location, user: userEvent.setup() };
}
