// Promise wrappers over amazon-cognito-identity-js, loaded on first use so the library (≈27 KiB gzip)
// never weighs on the signed-out home. Each call gets a private in-memory Storage: the service keeps
// the session itself, and the library's process-wide memory store must not leak between users.

import type { CognitoUser, CognitoUserSession } from 'amazon-cognito-identity-js';
import { createMemoryStorage } from '../storage/storage';
import type { StoredSession } from './storedSession';

export interface PoolSettings {
  userPoolId: string;
  clientId: string;
  /** Overrides the Cognito service URL (fixture emulation, local stacks). */
  endpoint?: string;
}

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

/** What a password sign-in returned: tokens, or a TOTP challenge to answer on the same user object. */
export type PasswordResult = { kind: 'tokens'; tokens: Tokens } | { kind: 'totp'; user: CognitoUser };

/** Cognito's own failure: `code` is the exception name (NotAuthorizedException, CodeMismatchException, ...). */
export interface CognitoFailure {
  code?: string;
  name?: string;
  message?: string;
}

const load = () => import('amazon-cognito-identity-js');

/** Starts fetching the library ahead of a sign-in (the sign-in page calls it on arrival). */
export const preloadIdentityLibrary = (): Promise<unknown> => load();

function memoryStorage() {
  const store = createMemoryStorage();
  return { ...store, clear: () => undefined };
}

async function poolAndUser(settings: PoolSettings, username: string) {
  const lib = await load();
  const Storage = memoryStorage();
  const pool = new lib.CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    endpoint: settings.endpoint,
    Storage,
  });
  return { lib, user: new lib.CognitoUser({ Username: username, Pool: pool, Storage }) };
}

function tokensOf(session: CognitoUserSession): Tokens {
  return {
    idToken: session.getIdToken().getJwtToken(),
    accessToken: session.getAccessToken().getJwtToken(),
    refreshToken: session.getRefreshToken()?.getToken() || undefined,
  };
}

export async function passwordSignIn(settings: PoolSettings, username: string, password: string): Promise<PasswordResult> {
  const { lib, user } = await poolAndUser(settings, username);
  user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  const details = new lib.AuthenticationDetails({ Username: username, Password: password });
  return new Promise((resolve, reject) => {
    user.authenticateUser(details, {
      onSuccess: (session) => resolve({ kind: 'tokens', tokens: tokensOf(session) }),
      onFailure: reject,
      totpRequired: () => resolve({ kind: 'totp', user }),
      mfaRequired: () => reject({ code: 'UnsupportedChallenge', message: 'SMS MFA is not supported.' }),
      newPasswordRequired: () =>
        reject({ code: 'NewPasswordRequired', message: 'A new password is required. Contact support.' }),
    });
  });
}

export function answerTotp(user: CognitoUser, code: string): Promise<Tokens> {
  return new Promise((resolve, reject) => {
    user.sendMFACode(code, { onSuccess: (session) => resolve(tokensOf(session)), onFailure: reject }, 'SOFTWARE_TOKEN_MFA');
  });
}

/** A library user object carrying our stored session, for calls that need an access token. */
async function signedInUser(settings: PoolSettings, session: StoredSession) {
  const { lib, user } = await poolAndUser(settings, session.username);
  user.setSignInUserSession(
    new lib.CognitoUserSession({
      IdToken: new lib.CognitoIdToken({ IdToken: session.idToken }),
      AccessToken: new lib.CognitoAccessToken({ AccessToken: session.accessToken }),
      RefreshToken: new lib.CognitoRefreshToken({ RefreshToken: session.refreshToken ?? '' }),
    }),
  );
  return { lib, user };
}

/** The library's low-level client (present on every pool in 6.x, though missing from its typings). */
interface LowLevelClient {
  request(operation: string, params: unknown, callback: (error: unknown, result?: unknown) => void): void;
}

/** One operation of the identity service through the library's own client (its endpoint, its signing). */
async function lowLevelRequest(settings: PoolSettings, operation: string, params: unknown): Promise<unknown> {
  const lib = await load();
  const pool = new lib.CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    endpoint: settings.endpoint,
    Storage: memoryStorage(),
  });
  const client = (pool as unknown as { client: LowLevelClient }).client;
  return new Promise<unknown>((resolve, reject) => {
    client.request(operation, params, (error, answer) => (error ? reject(error) : resolve(answer)));
  });
}

/**
 * REFRESH_TOKEN_AUTH in one request. The library's refreshSession retries every failure with back-off for
 * about 6 s, even a revoked refresh token, which would leave the user staring at a spinner.
 */
export async function refreshTokens(settings: PoolSettings, session: StoredSession): Promise<Tokens> {
  if (!session.refreshToken) throw { code: 'NotAuthorizedException', message: 'The session has expired.' };
  const result = await lowLevelRequest(settings, 'InitiateAuth', {
    ClientId: settings.clientId,
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: session.refreshToken },
  });
  const auth = (result as { AuthenticationResult?: Record<string, string> } | undefined)?.AuthenticationResult;
  if (!auth?.IdToken || !auth.AccessToken) throw { code: 'InvalidResponse', message: 'Unexpected refresh answer.' };
  return { idToken: auth.IdToken, accessToken: auth.AccessToken, refreshToken: auth.RefreshToken ?? session.refreshToken };
}

/**
 * RevokeToken: the refresh token (and the tokens issued from it) stops working at the identity service.
 * What the library's signOut() does, called directly because the library only revokes when the access
 * token carries an `origin_jti` claim, and a sign-out must not depend on that.
 */
export async function revokeRefreshToken(settings: PoolSettings, refreshToken: string): Promise<void> {
  await lowLevelRequest(settings, 'RevokeToken', { ClientId: settings.clientId, Token: refreshToken });
}

export async function changePassword(settings: PoolSettings, session: StoredSession, oldPassword: string, newPassword: string) {
  const { user } = await signedInUser(settings, session);
  return new Promise<void>((resolve, reject) => {
    user.changePassword(oldPassword, newPassword, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * GlobalSignOut: every refresh token of the user stops working. Sent directly: the library's
 * globalSignOut refuses locally, without asking the service, when it judges the access token expired.
 */
export async function globalSignOut(settings: PoolSettings, session: StoredSession): Promise<void> {
  await lowLevelRequest(settings, 'GlobalSignOut', { AccessToken: session.accessToken });
}

/** Starts authenticator-app setup: returns the secret to show as a QR code. */
export async function associateSoftwareToken(settings: PoolSettings, session: StoredSession): Promise<string> {
  const { user } = await signedInUser(settings, session);
  return new Promise((resolve, reject) => {
    user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject });
  });
}

/** Confirms the app with a code, then makes TOTP the preferred (required) second factor — or turns it off. */
export async function setSoftwareTokenMfa(
  settings: PoolSettings,
  session: StoredSession,
  change: { enable: true; code: string } | { enable: false },
): Promise<void> {
  const { user } = await signedInUser(settings, session);
  if (change.enable) {
    await new Promise<void>((resolve, reject) => {
      user.verifySoftwareToken(change.code, 'Authenticator app', { onSuccess: () => resolve(), onFailure: reject });
    });
  }
  await new Promise<void>((resolve, reject) => {
    user.setUserMfaPreference(null, { Enabled: change.enable, PreferredMfa: change.enable }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}
