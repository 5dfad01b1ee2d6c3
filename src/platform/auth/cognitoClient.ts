// Promise wrappers over amazon-cognito-identity-js, loaded on first use so the library
// never weighs on the signed-out home. Password sign-in, its TOTP challenge and refresh need no library
// (passwordAuth.ts), nor do revocation and global sign-out. Each library call gets a private in-memory
// Storage: the service keeps the session itself, and the library's process-wide memory store must not
// leak between users.

import { createMemoryStorage } from '../storage/storage';
import { identityRequest } from './passwordAuth';
import type { StoredSession } from './storedSession';

import type { PoolSettings } from './cognitoTypes';

const load = () => import('amazon-cognito-identity-js');

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

/** One operation of the identity service, sent as a plain request: the library is not needed for it. */
const lowLevelRequest = identityRequest;

/**
 * RevokeToken: the refresh token (and the tokens issued from it) stops working at the identity service.
 * What the library's signOut() does, called directly because the library only revokes when the access
 * token carries an `origin_jti` claim, and a sign-out must not depend on that.
 */
export async function revokeRefreshToken(settings: PoolSettings, refreshToken: string): Promise<void> {
  await lowLevelRequest(settings, 'RevokeToken', { ClientId: settings.clientId, Token: refreshToken });
}

export async function changePassword(
  settings: PoolSettings,
  session: StoredSession,
  oldPassword: string,
  newPassword: string,
) {
  const { user } = await signedInUser(settings, session);
  return new Promise<void>((resolve, reject) => {
    user.changePassword(oldPassword, newPassword, (error) => (error ? reject(error) : resolve()));
  });
}

/** ForgotPassword: the pool mails a code to the account's verified address. */
export async function forgotPassword(settings: PoolSettings, username: string): Promise<void> {
  const { user } = await poolAndUser(settings, username);
  return new Promise<void>((resolve, reject) => {
    user.forgotPassword({ onSuccess: () => resolve(), onFailure: reject });
  });
}

/** ConfirmForgotPassword: the mailed code and the new password. */
export async function confirmForgotPassword(
  settings: PoolSettings,
  username: string,
  code: string,
  newPassword: string,
) {
  const { user } = await poolAndUser(settings, username);
  return new Promise<void>((resolve, reject) => {
    user.confirmPassword(code, newPassword, { onSuccess: () => resolve(), onFailure: reject });
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
export async function associateSoftwareToken(
  settings: PoolSettings,
  session: StoredSession,
): Promise<string> {
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
      user.verifySoftwareToken(change.code, 'Authenticator app', {
        onSuccess: () => resolve(),
        onFailure: reject,
      });
    });
  }
  await new Promise<void>((resolve, reject) => {
    user.setUserMfaPreference(null, { Enabled: change.enable, PreferredMfa: change.enable }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** GetUser: whether the authenticator app (SOFTWARE_TOKEN_MFA) is on for the signed-in user. */
export async function isSoftwareTokenMfaEnabled(
  settings: PoolSettings,
  session: StoredSession,
): Promise<boolean> {
  const answer = (await lowLevelRequest(settings, 'GetUser', { AccessToken: session.accessToken })) as
    { UserMFASettingList?: unknown; PreferredMfaSetting?: unknown } | undefined;
  const list = Array.isArray(answer?.UserMFASettingList) ? answer.UserMFASettingList : [];
  return list.includes('SOFTWARE_TOKEN_MFA') || answer?.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA';
}
