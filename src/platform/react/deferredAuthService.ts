// The auth service as the signed-out home needs it: who is signed in, a fresh token, and sign-out, all
// from the stored session without loading anything. The full service (sign-in, refresh, password and MFA
// changes) is a separate chunk, loaded on first use; the Cognito library is loaded later still, by it.

import type { AuthService, SessionListener } from '../auth/authService';
import { decodeJwtClaims } from '../auth/jwt';
import { sessionUserFromClaims } from '../auth/sessionUser';
import {
  clearStoredSession,
  isIdTokenFresh,
  readStoredSession,
  sessionFromTokens,
  writeStoredSession,
} from '../auth/storedSession';
import type { Impersonation } from '../impersonation/impersonation';
import type { KeyValueStorage } from '../storage/storage';

export interface DeferredAuthOptions {
  /** Creates the full service over the same storage (called once, on first need). */
  load: () => Promise<AuthService>;
  storage: KeyValueStorage;
  impersonation?: Impersonation;
  /**
   * Network-bound calls wait for this: in fixture mode the emulated identity service answers only once
   * the mock worker listens, and the Cognito library uses the global fetch (the HTTP client's own gate
   * cannot cover it).
   */
  ready?: () => Promise<unknown>;
  now?: () => number;
}

export function createDeferredAuthService(options: DeferredAuthOptions): AuthService {
  const now = options.now ?? Date.now;
  const listeners = new Set<SessionListener>();
  let loading: Promise<AuthService> | undefined;
  const currentUser = () => {
    const claims = decodeJwtClaims(readStoredSession(options.storage)?.idToken);
    return claims ? sessionUserFromClaims(claims) : undefined;
  };
  const notify: SessionListener = (_user, change) => {
    const user = currentUser();
    for (const listener of listeners) listener(user, change);
  };
  // The chunk and the backend start side by side: loading the code needs no backend, and under load each
  // step of a chain costs a scheduling delay of its own.
  const full = () =>
    (loading ??= Promise.all([options.ready?.(), options.load()]).then(([, service]) => {
      // The full service reports its own changes (sign-in, refresh, failed refresh) to our listeners.
      service.subscribe(notify);
      return service;
    }));
  return {
    currentUser,
    async getIdToken() {
      const session = readStoredSession(options.storage);
      if (!session) return undefined;
      if (isIdTokenFresh(session, now())) return session.idToken;
      return (await full()).getIdToken();
    },
    adoptTokens(tokens) {
      writeStoredSession(options.storage, sessionFromTokens(tokens, now()));
      notify(undefined);
      return currentUser()!;
    },
    async signOut(signOutOptions) {
      // Immediate here, before the next render, without waiting for a chunk; then the identity service
      // revokes what was just forgotten.
      const session = readStoredSession(options.storage);
      clearStoredSession(options.storage);
      options.impersonation?.end();
      notify(undefined);
      if (session) await (await full()).revokeSession(session, signOutOptions);
    },
    revokeSession: async (session, revokeOptions) => (await full()).revokeSession(session, revokeOptions),
    signIn: async (username, password) => (await full()).signIn(username, password),
    signInWithToken: async (username, token) => (await full()).signInWithToken(username, token),
    refresh: async () => (await full()).refresh(),
    handleUnauthorized: async (usedToken) => (await full()).handleUnauthorized(usedToken),
    changePassword: async (oldPassword, newPassword) =>
      (await full()).changePassword(oldPassword, newPassword),
    requestPasswordReset: async (username) => (await full()).requestPasswordReset(username),
    confirmPasswordReset: async (username, code, newPassword) =>
      (await full()).confirmPasswordReset(username, code, newPassword),
    isAuthenticatorEnabled: async () => (await full()).isAuthenticatorEnabled(),
    startAuthenticatorSetup: async () => (await full()).startAuthenticatorSetup(),
    confirmAuthenticatorSetup: async (code) => (await full()).confirmAuthenticatorSetup(code),
    disableAuthenticator: async () => (await full()).disableAuthenticator(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
