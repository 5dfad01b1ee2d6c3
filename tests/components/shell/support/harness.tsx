// Renders the whole shell as the web entry does, against an MSW server, with jsdom's real storages and
// history. Every test starts from empty storage, a fresh data cache and a fresh platform state.
import { configure, render } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../../../../src/platform/config/runtimeConfig';
import { branchStateAtom } from '../../../../src/platform/react/locale';
import { demoControlsAtom } from '../../../../src/platform/react/demoControls';
import {
  DEFAULT_INACTIVITY,
  inactivityDurationsAtom,
} from '../../../../src/platform/react/inactivitySettings';
import { platformStore } from '../../../../src/platform/react/platformStore';
import { startPlatform } from '../../../../src/platform/react/startPlatform';
import { toastsAtom } from '../../../../src/platform/react/toastState';
import { App } from '../../../../src/shell/App';

// Lazy chunks (tools, the signed-in home, the menu) are compiled on first use under vitest: allow for it.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export const API = 'http://api.test/api/v1';
export const COGNITO = 'http://cognito.test/';

export const TEST_CONFIG: RuntimeConfig = {
  ...DEFAULT_CONFIG,
  apiBaseUrl: API,
  cognito: { region: 'us-east-1', userPoolId: 'us-east-1_test', clientId: 'test-client', endpoint: COGNITO },
  externalUrls: {
    billingPortal: 'https://billing.test/',
    interpretingPage: 'https://interpreting.test/',
    tmsAuthUrl: 'https://tms.test/authUrl',
    tmsBaseUrl: 'https://tms.test',
  },
};

export function resetPlatform() {
  localStorage.clear();
  sessionStorage.clear();
  platformStore.set(toastsAtom, []);
  platformStore.set(branchStateAtom, { isLoading: false });
  platformStore.set(demoControlsAtom, null);
  platformStore.set(inactivityDurationsAtom, DEFAULT_INACTIVITY);
}

/** Starts the platform like src/main.tsx and renders the shell at `path`. */
export function renderShell(path: string, config: RuntimeConfig = TEST_CONFIG) {
  window.history.replaceState(null, '', path);
  const platform = startPlatform({ config });
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App />
    </SWRConfig>,
  );
  return { ...view, platform };
}

/** What a signed-in home asks for, with overridable answers. */
export function accountHandlers({
  roles = ['CLIENT'],
  clientConfig = { clientId: 'acme', companyName: 'Acme' } as Record<string, unknown> | null,
  applicationIds = ['createProject', 'reports'],
  loginName = 'client',
}: {
  roles?: string[];
  clientConfig?: Record<string, unknown> | null;
  applicationIds?: string[];
  loginName?: string;
} = {}): RequestHandler[] {
  return [
    http.get(`${API}/userAccount`, () =>
      HttpResponse.json({ loginName, email: `${loginName}@acme.example`, roles, clientConfig }),
    ),
    http.get(`${API}/userAccount/enabledApplications`, () => HttpResponse.json({ applicationIds })),
  ];
}

export const currentPath = () => `${window.location.pathname}${window.location.search}`;
