import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { beginFederatedSignIn, FEDERATED_PENDING_KEY } from '../../../src/platform/auth/federated';
import { COMMON_MESSAGES } from '../../../src/platform/http/catalogue';
import { sessionStore } from '../../../src/platform/storage/storage';
import { hostedUiSettings } from '../../../src/shell/auth/useStartSignIn';
import { useMswServer } from '../../support/msw';
import { accountHandlers, currentPath, renderShell, resetPlatform, TEST_CONFIG } from './support/harness';
import { idTokenFor } from './support/session';

const server = useMswServer();
beforeEach(resetPlatform);

const CONFIG = { ...TEST_CONFIG, cognito: { ...TEST_CONFIG.cognito!, hostedUiDomain: 'https://auth.test' } };

describe('federated sign-in callback', () => {
  it('exchanges the code, adopts the tokens and returns to the remembered same-origin path', async () => {
    const settings = hostedUiSettings(CONFIG, window.location.origin)!;
    expect(settings.redirectUri).toBe(`${window.location.origin}/auth/callback`);
    const authorizeUrl = new URL(await beginFederatedSignIn(settings, sessionStore, '/uk/consoleHelp?tab=1'));
    server.use(
      http.post('https://auth.test/oauth2/token', () =>
        HttpResponse.json({
          id_token: idTokenFor({ username: 'sso', federated: true }),
          access_token: 'a',
          refresh_token: 'r',
        }),
      ),
      http.get(/\/branches\/uk$/, () => HttpResponse.json({})),
      ...accountHandlers({ roles: ['CLIENT_EMPLOYEE'] }),
    );
    renderShell(`/auth/callback?code=abc&state=${authorizeUrl.searchParams.get('state')}`, CONFIG);
    await waitFor(() => expect(currentPath()).toBe('/uk/consoleHelp?tab=1'));
    expect(await screen.findByRole('button', { name: 'sso' })).toBeInTheDocument();
  });

  it('goes home when the pending return path was tampered with to leave the origin', async () => {
    const settings = hostedUiSettings(CONFIG, window.location.origin)!;
    const state = new URL(await beginFederatedSignIn(settings, sessionStore, '/')).searchParams.get('state');
    const pending = JSON.parse(sessionStorage.getItem(FEDERATED_PENDING_KEY)!) as Record<string, string>;
    sessionStorage.setItem(FEDERATED_PENDING_KEY, JSON.stringify({ ...pending, returnPath: '/.//evil.example' }));
    server.use(
      http.post('https://auth.test/oauth2/token', () =>
        HttpResponse.json({ id_token: idTokenFor({ username: 'sso', federated: true }), access_token: 'a' }),
      ),
      ...accountHandlers({ roles: ['CLIENT_EMPLOYEE'] }),
    );
    renderShell(`/auth/callback?code=tampered&state=${state}`, CONFIG);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'sso' })).toBeInTheDocument();
  });

  it('reports the sign-in failure when the state does not match', async () => {
    await beginFederatedSignIn(hostedUiSettings(CONFIG, window.location.origin)!, sessionStore, '/');
    renderShell('/auth/callback?code=another-code&state=forged', CONFIG);
    expect((await screen.findByRole('alert')).textContent).toBe(COMMON_MESSAGES.signInFailed);
  });
});
