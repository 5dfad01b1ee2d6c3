// A session from start to end in one tab, on the real fixtures (their Cognito emulation revokes and refuses
// tokens as the identity service does): sign in, sign out (revoked there), sign in again without a reload,
// sign out of all devices, and a session the identity service will not renew.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../src/platform/auth/storedSession';
import { API, ORIGIN, useFixtureServer } from '../../support/fixtureServer';
import { currentPath, renderShell } from '../../support/renderTool';
import { CLIENT, storeSession } from './support/session';

const fixtures = useFixtureServer();
const EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

async function signIn() {
  await userEvent.type(await screen.findByLabelText(/Username/), 'client');
  await userEvent.type(screen.getByLabelText(/Password/), 'Demo-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function chooseFromMenu(item: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'client' }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}

const journal = () => fixtures.backend.journal();
const accountLookups = () => journal().filter((entry) => entry.path.endsWith('/userAccount')).length;
const identityCalls = () =>
  journal()
    .map((entry) => entry.operation?.split('.').pop())
    .filter((operation) => operation === 'RevokeToken' || operation === 'GlobalSignOut');

/** The identity service refuses every refresh (as for a revoked or unknown refresh token); counts them. */
function refuseRefreshes() {
  const seen = { refreshes: 0 };
  fixtures.use(
    http.post(`${ORIGIN}/cognito/`, async ({ request }) => {
      const body = (await request.clone().json()) as { AuthFlow?: string };
      if (body.AuthFlow !== 'REFRESH_TOKEN_AUTH') return undefined;
      seen.refreshes += 1;
      return HttpResponse.json(
        { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
        { status: 400 },
      );
    }),
  );
  return seen;
}

describe('sessions in one tab', () => {
  it('signs in again as the same user after signing out, without a reload', async () => {
    await renderShell('/signIn?returnTo=%2F');
    await signIn();
    expect(await screen.findByRole('list', { name: 'Your Tools' })).toBeInTheDocument();
    expect(accountLookups()).toBe(1);

    await chooseFromMenu('Sign out');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() => expect(identityCalls()).toEqual(['RevokeToken']));

    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    await signIn();
    expect(await screen.findByRole('list', { name: 'Your Tools' })).toBeInTheDocument();
    expect(accountLookups()).toBe(2);
  }, 60_000);

  it('offers "Sign out of all devices": GlobalSignOut, then the root', async () => {
    await renderShell('/consoleHelp', { as: 'client' });
    await chooseFromMenu('Sign out of all devices');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(identityCalls()).toEqual(['GlobalSignOut', 'RevokeToken']));
  });

  it('signs out to the root of the branch it was opened under', async () => {
    await renderShell('/b-west/consoleHelp', { as: 'client' });
    await chooseFromMenu('Sign out');
    await waitFor(() => expect(currentPath()).toBe('/b-west'));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('an expired session lands on sign-in with a notice, and keeps the way back', async () => {
    // An expired token whose refresh token the identity service does not know: it will not be renewed.
    storeSession(CLIENT, { expiresInSeconds: -60, refreshToken: 'unknown-refresh-token' });
    const stored = { [SESSION_STORAGE_KEY]: localStorage.getItem(SESSION_STORAGE_KEY) ?? '' };
    await renderShell('/?from=mail', { localStorage: stored });
    await waitFor(() => expect(currentPath()).toBe(`/signIn?returnTo=${encodeURIComponent('/?from=mail')}`));
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeInTheDocument();
    await signIn();
    await waitFor(() => expect(currentPath()).toBe('/?from=mail'));
    expect(await screen.findByRole('list', { name: 'Your Tools' })).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED_NOTICE)).toBeNull();
  });

  it('a 401 that arrives after sign-out leaves token refresh working for the next sign-in', async () => {
    const seen = refuseRefreshes();
    let signedOut = false;
    let lateAnswerSent = false;
    let lookups = 0;
    // The API takes every token for expired; the first session's lookup is answered only once it has ended.
    fixtures.use(
      http.get(`${API}/userAccount/enabledApplications`, async () => {
        lookups += 1;
        if (lookups === 1) {
          await waitFor(() => expect(signedOut).toBe(true), { timeout: 10_000 });
          lateAnswerSent = true;
        }
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    await renderShell('/', { as: 'client' });
    await waitFor(() => expect(lookups).toBe(1), { timeout: 15_000 });
    await chooseFromMenu('Sign out');
    signedOut = true;
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() => expect(lateAnswerSent).toBe(true), { timeout: 15_000 });
    // The late 401 found no session: nothing to refresh.
    expect(seen.refreshes).toBe(0);

    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    await signIn();
    // The next session's 401 is met with a refresh (refused here, so that session ends as expired).
    expect(await screen.findByText(EXPIRED_NOTICE, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(seen.refreshes).toBe(1);
  }, 60_000);
});
