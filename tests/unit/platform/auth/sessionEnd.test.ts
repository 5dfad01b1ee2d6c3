// How a session ends, against the fixture backend's Cognito emulation: sign-out revokes the refresh token at
// the identity service (what the library's own signOut does), "everywhere" revokes every session of the user,
// a refused refresh says the session expired, and nothing left over from a signed-out session disables the
// refresh of the next one.
import { describe, expect, it, vi } from 'vitest';
import { createAuthService, type SessionChange } from '../../../../src/platform/auth/authService';
import { readStoredSession } from '../../../../src/platform/auth/storedSession';
import { createMemoryStorage } from '../../../../src/platform/storage/storage';
import { DEMO_PASSWORD, FIXTURE_COGNITO } from '../../../../fixtures/node';
import { ORIGIN, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';

const backend = useRuntimeBackend();
const pool = { ...FIXTURE_COGNITO, endpoint: `${ORIGIN}/cognito/` };

function setup() {
  const storage = createMemoryStorage();
  return { storage, auth: createAuthService({ pool: () => pool, storage }) };
}

/** REFRESH_TOKEN_AUTH over plain fetch: the status the identity service gives this refresh token. */
async function refreshStatus(refreshToken: string) {
  const response = await fetch(`${ORIGIN}/cognito/`, {
    method: 'POST',
    headers: { 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: FIXTURE_COGNITO.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

async function signedIn(username: string) {
  const session = setup();
  await session.auth.signIn(username, DEMO_PASSWORD);
  const refreshToken = readStoredSession(session.storage)!.refreshToken!;
  return { ...session, refreshToken };
}

describe('ending a session', () => {
  it('sign-out revokes the refresh token at the identity service', async () => {
    const { auth, refreshToken } = await signedIn('client');
    expect((await refreshStatus(refreshToken)).status).toBe(200);
    await auth.signOut();
    expect(auth.currentUser()).toBeUndefined();
    expect(await refreshStatus(refreshToken)).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
    });
    const revocations = backend()
      .journal()
      .filter((entry) => JSON.stringify(entry).includes('RevokeToken'));
    expect(revocations).toHaveLength(1);
  });

  it('sign-out everywhere revokes every session of the user, and only theirs', async () => {
    const laptop = await signedIn('client');
    const phone = await signedIn('client');
    const other = await signedIn('employee');
    await laptop.auth.signOut({ everywhere: true });
    expect(laptop.auth.currentUser()).toBeUndefined();
    expect((await refreshStatus(laptop.refreshToken)).status).toBe(400);
    expect((await refreshStatus(phone.refreshToken)).status).toBe(400);
    expect((await refreshStatus(other.refreshToken)).status).toBe(200);
    // The phone finds out at its next refresh: the session has expired.
    const changes: (SessionChange | undefined)[] = [];
    phone.auth.subscribe((_user, change) => changes.push(change));
    expect(await phone.auth.refresh()).toBe(false);
    expect(phone.auth.currentUser()).toBeUndefined();
    expect(changes).toEqual(['expired']);
  });

  it('sign-out still ends the local session when the identity service cannot be reached', async () => {
    const { auth } = await signedIn('client');
    backend().injectFault({ method: 'POST', path: '/cognito/**', networkError: true, times: 'always' });
    await expect(auth.signOut()).rejects.toThrow();
    expect(auth.currentUser()).toBeUndefined();
  });

  it('a 401 that arrives after sign-out does not disable the refresh of the next sign-in', async () => {
    const { auth } = setup();
    await auth.signIn('client', DEMO_PASSWORD);
    await auth.signOut();
    // A request sent before the sign-out comes back 401.
    expect(await auth.handleUnauthorized('token-of-the-old-session')).toBe(false);
    await auth.signIn('client', DEMO_PASSWORD);
    const before = await auth.getIdToken();
    backend().advanceClock(60_000);
    expect(await auth.refresh()).toBe(true);
    expect(await auth.getIdToken()).not.toBe(before);
  });

  it('a refresh that ends after sign-out does not bring the session back', async () => {
    const { auth } = setup();
    await auth.signIn('client', DEMO_PASSWORD);
    backend().injectFault({ method: 'POST', path: '/cognito/**', delayMs: 50, times: 1 });
    const refreshing = auth.refresh();
    await auth.signOut().catch(() => undefined);
    await refreshing;
    expect(auth.currentUser()).toBeUndefined();
  });

  it('says why a session ended: "expired" for a refused refresh, nothing for a sign-out', async () => {
    const expiring = setup();
    await expiring.auth.signIn('client', DEMO_PASSWORD);
    const seen = vi.fn();
    expiring.auth.subscribe(seen);
    backend().injectFault({
      method: 'POST',
      path: '/cognito/**',
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has expired' },
    });
    expect(await expiring.auth.refresh()).toBe(false);
    expect(seen).toHaveBeenLastCalledWith(undefined, 'expired');

    const leaving = setup();
    await leaving.auth.signIn('client', DEMO_PASSWORD);
    leaving.auth.subscribe(seen);
    await leaving.auth.signOut();
    expect(seen).toHaveBeenLastCalledWith(undefined, undefined);
  });
});
