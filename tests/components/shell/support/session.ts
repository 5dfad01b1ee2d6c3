// Signed-in sessions for shell tests: a stored session whose id token carries the persona's groups.
import { SESSION_STORAGE_KEY } from '../../../../src/platform/auth/storedSession';
import { fakeJwt } from '../../../support/jwt';

export interface TestUser {
  username: string;
  groups?: string[];
  email?: string;
  federated?: boolean;
  firstName?: string;
}

export function idTokenFor(
  user: TestUser,
  { expiresInSeconds = 3600, issuedAt = Math.floor(Date.now() / 1000) } = {},
) {
  return fakeJwt({
    'cognito:username': user.username,
    email: user.email ?? `${user.username}@acme.example`,
    'cognito:groups': user.groups ?? [],
    given_name: user.firstName,
    identities: user.federated ? [{ providerName: 'AcmeIdP' }] : undefined,
    iat: issuedAt,
    exp: issuedAt + expiresInSeconds,
  });
}

/** Puts a session in local storage, as a sign-in would have. */
export function storeSession(user: TestUser, options?: { expiresInSeconds?: number; refreshToken?: string }) {
  const idToken = idTokenFor(user, options);
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      username: user.username,
      idToken,
      accessToken: `access-${user.username}`,
      refreshToken: options?.refreshToken ?? 'refresh-1',
      clockDriftMs: 0,
    }),
  );
  return idToken;
}

export const CLIENT: TestUser = { username: 'client', groups: ['CLIENT'] };
export const EMPLOYEE: TestUser = { username: 'employee', groups: ['CLIENT_EMPLOYEE'] };
export const ADMIN: TestUser = { username: 'admin', groups: ['ADMIN'] };
export const SUPER_USER: TestUser = { username: 'superuser', groups: ['SUPER_USER'] };
export const QA: TestUser = { username: 'qa', groups: ['QA'] };
export const SSO: TestUser = { username: 'sso', email: 'sso@acme.example', federated: true };
