// The request list on the real fixture backend (in-process MSW), signed in as a persona, inside a
// wouter memory router so the detail links and 'view details' can be checked. INTERIM until the shared
// tests/support/renderTool.tsx lands.
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  createFixtureBackend,
  DEMO_PASSWORD,
  FIXTURE_COGNITO,
  type FixtureBackend,
} from '../../../fixtures/node';
import { createHttpClient } from '../../../src/platform/http/client';
import { httpClientAtom, platformStore } from '../../../src/platform/react/platformStore';
import { RequestList, type RequestListProps } from '../../../src/widgets/requestList/RequestList';

const ORIGIN = 'http://127.0.0.1:4010';
const API = `${ORIGIN}/api/v1`;

export function useFixtureBackend(): FixtureBackend {
  const backend = createFixtureBackend({ origin: ORIGIN });
  beforeAll(() => void backend.start());
  afterEach(() => {
    backend.reset();
    localStorage.clear();
  });
  afterAll(() => backend.stop());
  return backend;
}

async function idTokenOf(username: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/cognito/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: FIXTURE_COGNITO.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in of ${username} failed`);
  return body.AuthenticationResult.IdToken;
}

export const detailHref = (id: string) => `/machineTranslation/fileTranslation/${id}`;

/** Signs in as `username` and renders the list; returns the memory location to read navigation from. */
export async function renderRequestList(props: Partial<RequestListProps> = {}, username = 'client') {
  const token = await idTokenOf(username);
  platformStore.set(httpClientAtom, createHttpClient({ baseUrl: API, getIdToken: () => token }));
  const location = memoryLocation({ path: '/machineTranslation/fileTranslation', record: true });
  const view = render(
    <Router hook={location.hook}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RequestList origination="MT" listId="mtFiles" detailHref={detailHref} {...props} />
      </SWRConfig>
    </Router>,
  );
  return { ...view, location };
}
