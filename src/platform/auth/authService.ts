// The session of the signed-in user, for the web shell and the CLI alike: sign-in (with the TOTP
// challenge), restore, refresh (one refresh however many requests fail with 401 at once), sign-out,
// password changes, the signed-out reset of a forgotten password, authenticator-app changes. Sign-in and
// refresh are plain requests (passwordAuth); the rest goes through cognitoClient, which loads the Cognito
// library lazily.

import type { SessionUser } from '../domain/entities/sessionUser';
import type { Impersonation } from '../impersonation/impersonation';
import type { KeyValueStorage } from '../storage/storage';
import {
  AuthError,
  changePasswordError,
  mfaSetupError,
  passwordResetError,
  signInError,
  signOutError,
} from './authErrors';
import * as cognito from './cognitoClient';
import type { PoolSettings, Tokens } from './cognitoTypes';
import {
  customChallengeSignIn,
  initiatePasswordAuth,
  refreshTokens,
  respondToTotpChallenge,
} from './passwordAuth';
import { decodeJwtClaims } from './jwt';
import { sessionUserFromClaims } from './sessionUser';
import {
  clearStoredSession,
  isIdTokenFresh,
  readStoredSession,
  sessionFromTokens,
  writeStoredSession,
  type StoredSession,
} from './storedSession';

export interface AuthServiceOptions {
  /** The user pool; read on each call because the runtime config may arrive after start-up. */
  pool: () => PoolSettings | undefined;
  /** Where the session lives: local storage in the browser, a file in the CLI, memory in tests. */
  storage: KeyValueStorage;
  /** Cleared on sign-out, with the session. */
  impersonation?: Impersonation;
  /** Local clock (ms); tests inject one. */
  now?: () => number;
}

export type SignInResult =
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'mfaRequired'; submitCode: (code: string) => Promise<SessionUser> };

/** Why the session changed, when it matters to the user: 'expired' when a refresh was refused. */
export type SessionChange = 'expired';

export type SessionListener = (user: SessionUser | undefined, change?: SessionChange) => void;

export interface AuthService {
  /** The user of the stored session, without loading the Cognito library. */
  currentUser(): SessionUser | undefined;
  signIn(username: string, password: string): Promise<SignInResult>;
  /** The procurement punch-out's sign-in: the pool's custom challenge answered with a one-time token. */
  signInWithToken(username: string, token: string): Promise<SessionUser>;
  /** Adopts tokens obtained elsewhere (hosted-UI code exchange, procurement punch-out). */
  adoptTokens(tokens: Tokens): SessionUser;
  /** A valid id token, refreshed first when it is about to expire; undefined when signed out. */
  getIdToken(): Promise<string | undefined>;
  /** Refreshes once for all concurrent callers; false (and signed out) when the session cannot be renewed. */
  refresh(): Promise<boolean>;
  /** For the HTTP client after a 401: retry with a newer token if another call already refreshed. */
  handleUnauthorized(usedToken?: string): Promise<boolean>;
  /**
   * Ends the session here at once, then at the identity service: the refresh token is revoked, or with
   * `everywhere` every session of the user (GlobalSignOut). Rejects (signed out locally all the same) when
   * the identity service could not be told.
   */
  signOut(options?: { everywhere?: boolean }): Promise<void>;
  /** The identity-service half of signOut, for a session already cleared here (the deferred service). */
  revokeSession(session: StoredSession, options?: { everywhere?: boolean }): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** A forgotten password, signed out: the pool mails a code to the account's address (ForgotPassword). */
  requestPasswordReset(username: string): Promise<void>;
  /** ... and the mailed code sets the new password (ConfirmForgotPassword). */
  confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void>;
  /** Whether the authenticator app is the user's second factor now (asked of the identity service). */
  isAuthenticatorEnabled(): Promise<boolean>;
  startAuthenticatorSetup(): Promise<string>;
  confirmAuthenticatorSetup(code: string): Promise<void>;
  disableAuthenticator(): Promise<void>;
  subscribe(listener: SessionListener): () => void;
}

export function createAuthService(options: AuthServiceOptions): AuthService {
  const now = options.now ?? Date.now;
  const listeners = new Set<SessionListener>();
  let refreshing: Promise<boolean> | undefined;

  const pool = () => {
    const settings = options.pool();
    if (!settings) throw new AuthError('NotConfigured', 'Sign-in is not configured for this portal.');
    return settings;
  };
  const stored = () => readStoredSession(options.storage);
  const userOf = (session: StoredSession | undefined) => {
    const claims = decodeJwtClaims(session?.idToken);
    return claims ? sessionUserFromClaims(claims) : undefined;
  };
  const notify = (change?: SessionChange) => {
    const user = userOf(stored());
    for (const listener of listeners) listener(user, change);
  };
  const save = (tokens: Tokens) => {
    const previous = stored();
    const session = sessionFromTokens(
      { ...tokens, refreshToken: tokens.refreshToken ?? previous?.refreshToken },
      now(),
    );
    writeStoredSession(options.storage, session);
    notify();
    return userOf(session)!;
  };
  const requireSession = () => {
    const session = stored();
    if (!session) throw new AuthError('NotSignedIn', 'You are not signed in.');
    return session;
  };
  /** The session with tokens fresh enough for an identity call (refreshed first when about to expire). */
  const freshSession = async () => {
    await service.getIdToken();
    return requireSession();
  };
  const clear = (change?: SessionChange) => {
    clearStoredSession(options.storage);
    options.impersonation?.end();
    notify(change);
  };
  /** One refresh of this session; its answer is dropped when the session ended or changed meanwhile. */
  const renew = async (): Promise<boolean> => {
    const session = stored();
    if (!session) return false;
    const sameSession = () => stored()?.refreshToken === session.refreshToken;
    try {
      const tokens = await refreshTokens(pool(), session.refreshToken);
      if (!sameSession()) return !!stored();
      save(tokens);
      return true;
    } catch {
      if (sameSession()) clear('expired');
      return !!stored();
    }
  };

  const service: AuthService = {
    currentUser: () => userOf(stored()),

    async signInWithToken(username, token) {
      try {
        return save(await customChallengeSignIn(pool(), username.trim(), token));
      } catch (failure) {
        throw failure instanceof AuthError ? failure : signInError(failure);
      }
    },
    async signIn(username, password) {
      let result: Awaited<ReturnType<typeof initiatePasswordAuth>>;
      try {
        result = await initiatePasswordAuth(pool(), username.trim(), password);
      } catch (failure) {
        throw failure instanceof AuthError ? failure : signInError(failure);
      }
      if (result.kind === 'tokens') return { status: 'signedIn', user: save(result.tokens) };
      const { challenge } = result;
      return {
        status: 'mfaRequired',
        async submitCode(code) {
          try {
            return save(await respondToTotpChallenge(pool(), challenge, code.trim()));
          } catch (failure) {
            throw signInError(failure);
          }
        },
      };
    },

    adoptTokens: (tokens) => save(tokens),

    async getIdToken() {
      const session = stored();
      if (!session) return undefined;
      if (isIdTokenFresh(session, now())) return session.idToken;
      return (await service.refresh()) ? stored()?.idToken : undefined;
    },

    refresh() {
      // Reset in a later tick, never inside renew(): a renew() that settles synchronously (no session)
      // would otherwise reset before the assignment and leave a settled `false` here for good.
      refreshing ??= renew().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },

    async handleUnauthorized(usedToken) {
      const current = stored()?.idToken;
      if (current && usedToken && current !== usedToken) return true;
      return service.refresh();
    },

    async signOut(signOutOptions) {
      const session = stored();
      clear();
      if (session) await service.revokeSession(session, signOutOptions);
    },

    async revokeSession(session, { everywhere = false } = {}) {
      try {
        if (everywhere) await cognito.globalSignOut(pool(), session);
        if (session.refreshToken) await cognito.revokeRefreshToken(pool(), session.refreshToken);
      } catch (failure) {
        throw failure instanceof AuthError ? failure : signOutError(failure);
      }
    },

    async changePassword(oldPassword, newPassword) {
      try {
        await cognito.changePassword(pool(), requireSession(), oldPassword, newPassword);
      } catch (failure) {
        throw failure instanceof AuthError ? failure : changePasswordError(failure);
      }
    },

    async requestPasswordReset(username) {
      try {
        await cognito.forgotPassword(pool(), username.trim());
      } catch (failure) {
        throw failure instanceof AuthError ? failure : passwordResetError(failure);
      }
    },

    async confirmPasswordReset(username, code, newPassword) {
      try {
        await cognito.confirmForgotPassword(pool(), username.trim(), code.trim(), newPassword);
      } catch (failure) {
        throw failure instanceof AuthError ? failure : passwordResetError(failure);
      }
    },

    async isAuthenticatorEnabled() {
      try {
        return await cognito.isSoftwareTokenMfaEnabled(pool(), await freshSession());
      } catch (failure) {
        throw failure instanceof AuthError ? failure : mfaSetupError(failure);
      }
    },

    async startAuthenticatorSetup() {
      try {
        return await cognito.associateSoftwareToken(pool(), await freshSession());
      } catch (failure) {
        throw failure instanceof AuthError ? failure : mfaSetupError(failure);
      }
    },

    async confirmAuthenticatorSetup(code) {
      try {
        await cognito.setSoftwareTokenMfa(pool(), await freshSession(), { enable: true, code: code.trim() });
      } catch (failure) {
        throw failure instanceof AuthError ? failure : mfaSetupError(failure);
      }
    },

    async disableAuthenticator() {
      try {
        await cognito.setSoftwareTokenMfa(pool(), await freshSession(), { enable: false });
      } catch (failure) {
        throw failure instanceof AuthError ? failure : mfaSetupError(failure);
      }
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return service;
}
