// Wires the platform for the browser: the auth service (session in local storage), the impersonation
// override (session storage), and the HTTP client that carries the token and the override and refreshes
// once on 401. The web entry calls it once; component tests call it with memory storage.

import { SESSION_STORAGE_KEY } from '../auth/storedSession';
import type { AuthService } from '../auth/authService';
import type { PoolSettings } from '../auth/cognitoTypes';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { HttpClient } from '../http/client';
import { createImpersonation, type Impersonation } from '../impersonation/impersonation';
import { localStore, sessionStore, type KeyValueStorage } from '../storage/storage';
import { configAtom, httpClientAtom, platformStore } from './platformStore';
import { authServiceAtom, impersonationAtom, sessionExpiredAtom, syncSessionAtoms } from './session';
import { createDeferredAuthService } from './deferredAuthService';
import { createDeferredHttpClient } from './deferredHttpClient';
import { nextTask } from './nextTask';
import { startUiLocale } from './uiLocale';

export interface StartPlatformOptions {
  config: RuntimeConfig;
  /** The API root; defaults to the config's, else the fixtures' `<origin>/api/v1`. */
  apiBaseUrl?: () => string;
  /** The user pool when it does not come from the config (the fixtures' emulation). */
  pool?: () => PoolSettings | undefined;
  /**
   * Calls wait for this (the fixture worker must be listening before the first request leaves). A
   * function is called at each request and may start the backend on first use.
   */
  backendReady?: Promise<unknown> | (() => Promise<unknown>);
  storage?: { local: KeyValueStorage; session: KeyValueStorage };
  fetch?: typeof fetch;
}

export interface Platform {
  auth: AuthService;
  impersonation: Impersonation;
  http: HttpClient;
}

const poolOfConfig = (config: RuntimeConfig): PoolSettings | undefined =>
  config.cognito && {
    userPoolId: config.cognito.userPoolId,
    clientId: config.cognito.clientId,
    endpoint: config.cognito.endpoint,
  };

export function startPlatform(options: StartPlatformOptions): Platform {
  const { config } = options;
  const storage = options.storage ?? { local: localStore, session: sessionStore };
  const ready = (): Promise<unknown> =>
    typeof options.backendReady === 'function'
      ? options.backendReady()
      : (options.backendReady ?? Promise.resolve());
  const impersonation = createImpersonation(storage.session);
  const pool = () => options.pool?.() ?? poolOfConfig(config);
  const auth = createDeferredAuthService({
    storage: storage.local,
    impersonation,
    ready,
    load: async () => {
      const { createAuthService } = await import('../auth/authService');
      return createAuthService({ pool, storage: storage.local, impersonation });
    },
  });
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const http = createDeferredHttpClient({
    baseUrl: options.apiBaseUrl ?? (() => config.apiBaseUrl ?? `${globalThis.location?.origin ?? ''}/api/v1`),
    getIdToken: () => auth.getIdToken(),
    // Read at each call: the header goes out only for a signed-in admin or super user.
    getActingAs: () => impersonation.actingAs(auth.currentUser()?.roles),
    onUnauthorized: (usedToken) => auth.handleUnauthorized(usedToken),
    fetch: async (input, init) => {
      await ready();
      // Each request leaves in a task of its own: a page whose parts all ask at once (the staff dashboard's
      // eighteen panels) started every request in the one task that rendered them, a long task on a phone.
      await nextTask();
      return doFetch(input, init);
    },
  });
  platformStore.set(configAtom, config);
  platformStore.set(authServiceAtom, auth);
  platformStore.set(impersonationAtom, impersonation);
  platformStore.set(httpClientAtom, http);
  auth.subscribe((_user, change) => {
    // A platform started again (a test's next render) replaces this one: a late answer of the old
    // session (an expiry, a refresh) must not reach the new one's atoms.
    if (platformStore.get(authServiceAtom) !== auth) return;
    syncSessionAtoms();
    if (change === 'expired') platformStore.set(sessionExpiredAtom, true);
  });
  syncSessionAtoms();
  void startUiLocale(storage.local, globalThis.navigator?.languages);
  return { auth, impersonation, http };
}

/**
 * Another tab signed in or out: follow it (storage events fire cross-tab only). Only the session key
 * matters; a null key means the other tab cleared its storage.
 */
export function followOtherTabs(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) syncSessionAtoms();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
