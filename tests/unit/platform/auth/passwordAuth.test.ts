// Password sign-in, the TOTP challenge and refresh go to the identity service as plain requests: the
// Cognito library (and its SRP helper, costly in CPU) is never loaded for them. The library is
// replaced here by a module that throws on import, so any path that still reaches it fails.
import { http, HttpResponse } from 'msw';
import { TOTP } from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, FIXTURE_COGNITO, MFA_PERSONA_TOTP_SECRET } from '../../../../fixtures/node';
import { ORIGIN, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';

vi.mock('amazon-cognito-identity-js', () => {
  throw new Error('the Cognito library was loaded');
});

// Test files share a worker's modules (vitest.config.ts): the auth modules are imported afresh, so a
// Cognito library another file loaded first cannot stand in for the mock above.
vi.resetModules();
const { createAuthService } = await import('../../../../src/platform/auth/authService');
const { identityEndpoint, initiatePasswordAuth } = await import('../../../../src/platform/auth/passwordAuth');
const { createMemoryStorage } = await import('../../../../src/platform/storage/storage');

const backend = useRuntimeBackend();
const pool = { ...FIXTURE_COGNITO, endpoint: `${ORIGIN}/cognito/` };
const setup = () => createAuthService({ pool: () => pool, storage: createMemoryStorage() });
const totpCode = () =>
  new TOTP({ secret: MFA_PERSONA_TOTP_SECRET }).generate({ timestamp: backend().ctx.clock.now() });
const identityCalls = () =>
  backend()
    .journal()
    .filter((entry) => entry.path.startsWith('/cognito'))
    .map((entry) => entry.operation);

describe('password sign-in without the Cognito library', () => {
  it('signs in with one InitiateAuth, and refreshes with another', async () => {
    const auth = setup();
    await expect(auth.signIn('client', DEMO_PASSWORD)).resolves.toMatchObject({ status: 'signedIn' });
    expect(auth.currentUser()?.username).toBe('client');
    const before = await auth.getIdToken();
    backend().advanceClock(1000);
    expect(await auth.refresh()).toBe(true);
    expect(await auth.getIdToken()).not.toBe(before);
    expect(auth.currentUser()?.username).toBe('client');
    expect(identityCalls()).toEqual(['InitiateAuth', 'InitiateAuth']);
  });

  it('answers the authenticator-app challenge with the session it came with', async () => {
    const auth = setup();
    const result = await auth.signIn('mfa', DEMO_PASSWORD);
    if (result.status !== 'mfaRequired') throw new Error('expected the MFA challenge');
    await expect(result.submitCode('000000')).rejects.toThrow(
      'Invalid code. Please check your authenticator app and try again.',
    );
    // The challenge session stays usable after a wrong code, as with the library.
    await expect(result.submitCode(totpCode())).resolves.toMatchObject({ username: 'mfa' });
    expect(identityCalls()).toEqual(['InitiateAuth', 'RespondToAuthChallenge', 'RespondToAuthChallenge']);
  });

  it("keeps the identity service's exception name and message", async () => {
    await expect(initiatePasswordAuth(pool, 'client', 'Wrong-pass-1')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('reads the exception name from the x-amzn-errortype header when the body has none', async () => {
    backend().server?.use(
      http.post(
        `${ORIGIN}/cognito/`,
        () =>
          new HttpResponse('', {
            status: 400,
            headers: { 'x-amzn-errortype': 'UserNotConfirmedException:http://internal' },
          }),
      ),
    );
    await expect(initiatePasswordAuth(pool, 'client', DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'UserNotConfirmedException',
    });
  });

  it('refuses a challenge it cannot answer with the words the portal shows', async () => {
    backend().server?.use(
      http.post(`${ORIGIN}/cognito/`, () =>
        HttpResponse.json({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' }),
      ),
    );
    await expect(setup().signIn('client', DEMO_PASSWORD)).rejects.toThrow(
      'A new password is required. Contact support.',
    );
  });

  it('shows the sign-in failure text when the service cannot be reached', async () => {
    backend().server?.use(http.post(`${ORIGIN}/cognito/`, () => HttpResponse.error()));
    await expect(setup().signIn('client', DEMO_PASSWORD)).rejects.toThrow(
      'Unable to sign in.  Please try again later.',
    );
  });

  it("sends to the pool's regional endpoint unless one is configured", () => {
    expect(identityEndpoint({ userPoolId: 'eu-west-1_AbC123', clientId: 'c' })).toBe(
      'https://cognito-idp.eu-west-1.amazonaws.com/',
    );
    expect(
      identityEndpoint({ userPoolId: 'eu-west-1_AbC123', clientId: 'c', endpoint: 'http://127.0.0.1:9/x/' }),
    ).toBe('http://127.0.0.1:9/x/');
    expect(() => identityEndpoint({ userPoolId: 'nope', clientId: 'c' })).toThrow(
      'Invalid UserPoolId format.',
    );
  });
});
