import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_COGNITO } from '../../../fixtures/node';
import { beginFederatedSignIn, FEDERATED_PENDING_KEY } from '../../../src/platform/auth/federated';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../../../src/platform/config/runtimeConfig';
import { COMMON_MESSAGES } from '../../../src/platform/http/catalogue';
import { sessionStore } from '../../../src/platform/storage/storage';
import { hostedUiSettings } from '../../../src/shell/auth/useStartSignIn';
import { ORIGIN, useFixtureServer } from '../../support/fixtureServer';
import { currentPath, renderShell } from '../../support/renderTool';

useFixtureServer();

// The fixtures' user pool with their emulated hosted UI (fixtures/cognito/hostedUi.ts).
const CONFIG: RuntimeConfig = {
  ...DEFAULT_CONFIG,
  cognito: { ...FIXTURE_COGNITO, endpoint: `${ORIGIN}/cognito/`, hostedUiDomain: `${ORIGIN}/cognito` },
};

/**
 * Starts a federated sign-in as the page would and lets the emulated hosted UI answer its authorize URL
 * (it signs the sso persona in at once): the callback URL it redirects to, with its code and state.
 */
async function hostedUiCallback(returnPath: string): Promise<string> {
  const settings = hostedUiSettings(CONFIG, window.location.origin)!;
  expect(settings.redirectUri).toBe(`${window.location.origin}/auth/callback`);
  const authorize = await beginFederatedSignIn(settings, sessionStore, returnPath);
  const answer = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(answer.headers.get('Location')!, window.location.origin);
  expect(callback.pathname).toBe('/auth/callback');
  return `${callback.pathname}${callback.search}`;
}

describe('federated sign-in callback', () => {
  it('exchanges the code, adopts the tokens and returns to the remembered same-origin path', async () => {
    const callback = await hostedUiCallback('/uk/consoleHelp?tab=1');
    // The pending sign-in lives in the tab's session storage: keep it across the harness's fresh start.
    const pending = sessionStorage.getItem(FEDERATED_PENDING_KEY)!;
    await renderShell(callback, { config: CONFIG, sessionStorage: { [FEDERATED_PENDING_KEY]: pending } });
    await waitFor(() => expect(currentPath()).toBe('/uk/consoleHelp?tab=1'));
    expect(await screen.findByRole('button', { name: 'sso' })).toBeInTheDocument();
  });

  it('goes home when the pending return path was tampered with to leave the origin', async () => {
    const callback = await hostedUiCallback('/');
    const pending = JSON.parse(sessionStorage.getItem(FEDERATED_PENDING_KEY)!) as Record<string, string>;
    const tampered = JSON.stringify({ ...pending, returnPath: '/.//evil.example' });
    await renderShell(callback, { config: CONFIG, sessionStorage: { [FEDERATED_PENDING_KEY]: tampered } });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'sso' })).toBeInTheDocument();
  });

  it('reports the sign-in failure when the state does not match', async () => {
    const callback = new URL(await hostedUiCallback('/'), window.location.origin);
    const pending = sessionStorage.getItem(FEDERATED_PENDING_KEY)!;
    callback.searchParams.set('state', 'forged');
    await renderShell(`${callback.pathname}${callback.search}`, {
      config: CONFIG,
      sessionStorage: { [FEDERATED_PENDING_KEY]: pending },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(COMMON_MESSAGES.signInFailed);
    expect(screen.queryByRole('button', { name: 'sso' })).toBeNull();
  });
});
