// A session from start to end in one tab: sign in, sign out (revoked at the identity service), sign in
// again without a reload, sign out of all devices, and a session the identity service will not renew.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../src/platform/auth/storedSession';
import { useMswServer } from '../../support/msw';
import { fakeCognito } from './support/fakeCognito';
import { accountHandlers, API, COGNITO, currentPath, renderShell, resetPlatform } from './support/harness';
import { CLIENT, storeSession } from './support/session';

const server = useMswServer();
beforeEach(resetPlatform);

const USERS = [{ username: 'client', groups: ['CLIENT'], password: 'Demo-pass-1' }];

async function signIn() {
  await userEvent.type(await screen.findByLabelText(/Username/), 'client');
  await userEvent.type(screen.getByLabelText(/Password/), 'Demo-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function chooseFromMenu(item: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'client' }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}

/** Counts the account lookups the home makes. */
function countedAccount() {
  const seen = { account: 0 };
  server.use(
    http.get(`${API}/userAccount`, () => {
      seen.account += 1;
      return HttpResponse.json({ loginName: 'client', roles: ['CLIENT'], clientConfig: { clientId: 'acme' } });
    }),
  );
  return seen;
}

describe('sessions in one tab', () => {
  it('signs in again as the same user after signing out, without a reload', async () => {
    const cognito = fakeCognito(USERS);
    server.use(cognito.handler, ...accountHandlers());
    const seen = countedAccount();
    renderShell('/signIn?returnTo=%2F');
    await signIn();
    expect(await screen.findByRole('list', { name: 'Your Tools' })).toBeInTheDocument();
    expect(seen.account).toBe(1);

    await chooseFromMenu('Sign out');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() => expect(cognito.revoked).toEqual(new Set(['refresh'])));

    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    await signIn();
    expect(await screen.findByRole('list', { name: 'Your Tools' })).toBeInTheDocument();
    expect(seen.account).toBe(2);
  }, 60_000);

  it('offers "Sign out of all devices": GlobalSignOut, then the root', async () => {
    const cognito = fakeCognito(USERS);
    server.use(cognito.handler, ...accountHandlers());
    storeSession(CLIENT);
    renderShell('/consoleHelp');
    await chooseFromMenu('Sign out of all devices');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(cognito.calls).toEqual(['GlobalSignOut', 'RevokeToken']));
  });

  it('signs out to the root of the branch it was opened under', async () => {
    server.use(
      fakeCognito(USERS).handler,
      ...accountHandlers(),
      http.get(`${API}/branches/b-west`, () => HttpResponse.json({ supportEmail: 'west@llts.example' })),
    );
    storeSession(CLIENT);
    renderShell('/b-west/consoleHelp');
    await chooseFromMenu('Sign out');
    await waitFor(() => expect(currentPath()).toBe('/b-west'));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('an expired session lands on sign-in with a notice, and keeps the way back', async () => {
    server.use(fakeCognito(USERS).handler, ...accountHandlers());
    storeSession(CLIENT, { expiresInSeconds: -60 });
    renderShell('/?from=mail');
    await waitFor(() => expect(currentPath()).toBe(`/signIn?returnTo=${encodeURIComponent('/?from=mail')}`));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    await signIn();
    await waitFor(() => expect(currentPath()).toBe('/?from=mail'));
    expect(await screen.findByRole('list', { name: 'Your Tools' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  });

  it('a 401 that arrives after sign-out leaves token refresh working for the next sign-in', async () => {
    let refreshes = 0;
    let signedOut = false;
    let lateAnswerSent = false;
    let lookups = 0;
    server.use(
      http.post(COGNITO, async ({ request }) => {
        const body = (await request.clone().json()) as { AuthFlow?: string };
        if (body.AuthFlow !== 'REFRESH_TOKEN_AUTH') return undefined;
        refreshes += 1;
        return HttpResponse.json({ __type: 'NotAuthorizedException', message: 'nope' }, { status: 400 });
      }),
      fakeCognito(USERS).handler,
      // The API takes every token for expired; the first session's lookup is answered only once it has ended.
      http.get(`${API}/userAccount/enabledApplications`, async () => {
        lookups += 1;
        if (lookups === 1) {
          await waitFor(() => expect(signedOut).toBe(true), { timeout: 10_000 });
          lateAnswerSent = true;
        }
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
      ...accountHandlers(),
    );
    storeSession(CLIENT);
    renderShell('/');
    // The home has asked (the signed-in home is a lazy chunk: slow to compile on first use).
    await waitFor(() => expect(lookups).toBe(1), { timeout: 15_000 });
    await chooseFromMenu('Sign out');
    signedOut = true;
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() => expect(lateAnswerSent).toBe(true), { timeout: 15_000 });
    // The late 401 found no session: nothing to refresh.
    expect(refreshes).toBe(0);

    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    await signIn();
    // The next session's 401 is met with a refresh (refused here, so that session ends as expired).
    expect(await screen.findByText('Your session has expired. Please sign in again.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(refreshes).toBe(1);
  }, 60_000);
});
