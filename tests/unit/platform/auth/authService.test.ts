// The auth service against the fixture backend's Cognito emulation, through the real
// amazon-cognito-identity-js: what the shell and the CLI rely on.
import { http, HttpResponse } from 'msw';
import { TOTP } from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import { getUserAccount } from '../../../../src/platform/api/userAccount';
import { createAuthService } from '../../../../src/platform/auth/authService';
import { createHttpClient } from '../../../../src/platform/http/client';
import { createImpersonation } from '../../../../src/platform/impersonation/impersonation';
import { createMemoryStorage } from '../../../../src/platform/storage/storage';
import { DEMO_PASSWORD, FIXTURE_COGNITO, MFA_PERSONA_TOTP_SECRET } from '../../../../fixtures/node';
import { API, ORIGIN, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';

const backend = useRuntimeBackend();
const pool = { ...FIXTURE_COGNITO, endpoint: `${ORIGIN}/cognito/` };

function setup() {
  const storage = createMemoryStorage();
  const impersonation = createImpersonation(createMemoryStorage());
  const auth = createAuthService({ pool: () => pool, storage, impersonation });
  const client = createHttpClient({
    baseUrl: API,
    getIdToken: () => auth.getIdToken(),
    getActingAs: () => impersonation.actingAs(auth.currentUser()?.roles),
    onUnauthorized: (used) => auth.handleUnauthorized(used),
  });
  return { auth, storage, impersonation, client };
}

const totpCode = () =>
  new TOTP({ secret: MFA_PERSONA_TOTP_SECRET }).generate({ timestamp: backend().ctx.clock.now() });

describe('auth service', () => {
  it('signs in with a password and builds the session user from the id token', async () => {
    const { auth, client } = setup();
    const result = await auth.signIn('client', DEMO_PASSWORD);
    expect(result.status).toBe('signedIn');
    expect(auth.currentUser()).toMatchObject({
      username: 'client',
      roles: ['CLIENT'],
      isFederatedSsoAccount: false,
    });
    const account = await getUserAccount(client);
    expect(account.loginName ?? account.email).toBeTruthy();
  });

  it('answers the authenticator-app challenge with a computed code', async () => {
    const { auth } = setup();
    const result = await auth.signIn('mfa', DEMO_PASSWORD);
    if (result.status !== 'mfaRequired') throw new Error('expected the MFA challenge');
    const user = await result.submitCode(totpCode());
    expect(user.username).toBe('mfa');
    expect(auth.currentUser()?.username).toBe('mfa');
  });

  it('shows the invalid-code message for a wrong MFA code', async () => {
    const { auth } = setup();
    const result = await auth.signIn('mfa', DEMO_PASSWORD);
    if (result.status !== 'mfaRequired') throw new Error('expected the MFA challenge');
    await expect(result.submitCode('000000')).rejects.toThrow(
      'Invalid code. Please check your authenticator app and try again.',
    );
    expect(auth.currentUser()).toBeUndefined();
  });

  it("shows the identity service's own message for a wrong password", async () => {
    const { auth } = setup();
    await expect(auth.signIn('client', 'Wrong-pass-1')).rejects.toThrow('Incorrect username or password.');
  });

  it('shows the sign-in failure text when the identity service is down', async () => {
    const { auth } = setup();
    backend().injectFault({ method: 'POST', path: '/cognito/**', status: 503, times: 'always' });
    await expect(auth.signIn('client', DEMO_PASSWORD)).rejects.toThrow(
      'Unable to sign in.  Please try again later.',
    );
  });

  it('refreshes an expired token before a call', async () => {
    const { auth, client } = setup();
    await auth.signIn('client', DEMO_PASSWORD);
    const before = (await auth.getIdToken())!;
    backend().advanceClock(2 * 3600 * 1000);
    // The local clock agrees that the hour has passed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3600 * 1000 });
    try {
      await getUserAccount(client);
      expect(await auth.getIdToken()).not.toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes exactly once when several calls fail with 401 at once', async () => {
    const { auth, client } = setup();
    await auth.signIn('client', DEMO_PASSWORD);
    // The server says the token expired although the client still believes it fresh.
    backend().injectFault({ method: 'GET', path: '/api/v1/userAccount', status: 401, times: 3 });
    const refresh = vi.spyOn(auth, 'refresh');
    const answers = await Promise.all([
      getUserAccount(client),
      getUserAccount(client),
      getUserAccount(client),
    ]);
    expect(answers).toHaveLength(3);
    const refreshCalls = backend()
      .journal()
      .filter(
        (entry) => entry.path.includes('/cognito') && JSON.stringify(entry).includes('REFRESH_TOKEN_AUTH'),
      );
    expect(refreshCalls).toHaveLength(1);
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(1);
  });

  it('signs out: the session and the impersonation override are gone', async () => {
    const { auth, impersonation } = setup();
    await auth.signIn('admin', DEMO_PASSWORD);
    impersonation.start('client');
    const seen = vi.fn();
    auth.subscribe(seen);
    await auth.signOut();
    expect(auth.currentUser()).toBeUndefined();
    expect(impersonation.stored()).toBeUndefined();
    expect(seen).toHaveBeenLastCalledWith(undefined, undefined);
    expect(await auth.getIdToken()).toBeUndefined();
  });

  it('a refresh that the service refuses ends the session', async () => {
    const { auth } = setup();
    await auth.signIn('client', DEMO_PASSWORD);
    backend().injectFault({
      method: 'POST',
      path: '/cognito/**',
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
    });
    expect(await auth.refresh()).toBe(false);
    expect(auth.currentUser()).toBeUndefined();
  });

  it('says "Invalid Old Password value" for a wrong old password', async () => {
    const { auth } = setup();
    await auth.signIn('client', DEMO_PASSWORD);
    await expect(auth.changePassword('Not-the-one-1', 'New-pass-123')).rejects.toThrow(
      'Invalid Old Password value',
    );
    await auth.changePassword(DEMO_PASSWORD, 'New-pass-123');
    await auth.signOut();
    await expect(auth.signIn('client', 'New-pass-123')).resolves.toMatchObject({ status: 'signedIn' });
  });

  it('sends the impersonation header only for an admin', async () => {
    const seen: (string | null)[] = [];
    const { auth, impersonation, client } = setup();
    backend().server?.use(
      http.get(`${API}/userAccount/enabledApplications`, ({ request }) => {
        seen.push(request.headers.get('X-Username-Override'));
        return HttpResponse.json({ applicationIds: [] });
      }),
    );
    impersonation.start('employee');
    await auth.signIn('client', DEMO_PASSWORD);
    await client.get('/userAccount/enabledApplications');
    await auth.signOut();
    impersonation.start('employee');
    await auth.signIn('admin', DEMO_PASSWORD);
    await client.get('/userAccount/enabledApplications');
    expect(seen).toEqual([null, 'employee']);
  });
});
