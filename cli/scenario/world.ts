// One scenario's view of the shared fixture backend: its sessions (a persona is signed in on first use,
// through the platform's auth service and the emulated Cognito), the default caller and the fetch every
// client uses, which remembers the status of the last answer for `expect.status`.
import { createAuthService, type AuthService } from '../../src/platform/auth/authService';
import type { PoolSettings, Tokens } from '../../src/platform/auth/cognitoTypes';
import { decodeJwtClaims } from '../../src/platform/auth/jwt';
import { readStoredSession } from '../../src/platform/auth/storedSession';
import type { SessionUser } from '../../src/platform/domain/entities/sessionUser';
import { createHttpClient, type HttpClient } from '../../src/platform/http/client';
import { createMemoryStorage } from '../../src/platform/storage/storage';
import { signInWithPassword } from '../runtime/signIn';
import type { ScenarioBackend } from './backend';
import type { ScenarioWorld } from './operation';

export const ANONYMOUS = 'anonymous';

export interface Demo {
  password: string;
  /** TOTP secrets of personas that use an authenticator app. */
  totpSecrets: ReadonlyMap<string, string>;
}

/** Persona tokens shared by the scenarios of one run (see open() below). */
export type TokenCache = Map<string, Tokens>;

export interface WorldSetup {
  /** The embedded fixtures, or a server over HTTP (remote.ts). */
  backend: ScenarioBackend;
  pool: PoolSettings;
  demo: Demo;
  /** The transport for API calls (direct dispatch to the handlers, or the real fetch to a server). */
  transport: typeof fetch;
  tokens: TokenCache;
}

// Claims by token: a run reuses a handful of tokens in every scenario, and decoding one (base64 and JSON
// of ~1 KB) several times per scenario showed in the profile.
const claimsByToken = new Map<string, Record<string, unknown> | undefined>();

/** Seconds-since-epoch claim of a JWT, read without verifying (the client never verifies). */
function claim(jwt: string, name: string): unknown {
  if (!claimsByToken.has(jwt)) {
    if (claimsByToken.size >= 1000) claimsByToken.clear();
    claimsByToken.set(jwt, decodeJwtClaims(jwt));
  }
  return claimsByToken.get(jwt)?.[name];
}

/** When the runner stops using an id token of its own accord: a minute before it expires (fixture clock). */
const reuseUntil = (idToken: string): number | undefined => {
  const exp = claim(idToken, 'exp');
  return typeof exp === 'number' ? exp * 1000 - 60_000 : undefined;
};

/** Reusable while the fixture clock lies inside the id token's life (with a minute to spare). */
function usable(tokens: Tokens | undefined, nowMs: number): tokens is Tokens {
  if (!tokens) return false;
  const iat = claim(tokens.idToken, 'iat');
  const exp = claim(tokens.idToken, 'exp');
  return (
    typeof iat === 'number' && typeof exp === 'number' && iat * 1000 <= nowMs && nowMs < exp * 1000 - 60_000
  );
}

export interface StepWorld extends ScenarioWorld {
  lastStatus?: number;
  /** The client of a caller (a username, 'anonymous', or the default), with an optional override header. */
  clientFor(caller: string | undefined, impersonate?: string): Promise<HttpClient>;
  /** The id token of a caller, for raw calls. */
  tokenFor(caller: string | undefined): Promise<string | undefined>;
}

export function createWorld(setup: WorldSetup, persona?: string): StepWorld {
  const sessions = new Map<
    string,
    { auth: AuthService; ready: Promise<SessionUser>; token?: { value: string; until: number } }
  >();
  let current = persona && persona !== ANONYMOUS ? persona : undefined;
  const clock = setup.backend.clock;
  const apiBaseUrl = setup.backend.apiBaseUrl();

  // A session per username, signed in on first use; the default caller is not changed by it. A persona's
  // implicit sign-in reuses the tokens of an earlier scenario of the run when they are still valid on this
  // scenario's clock: fixture tokens are signed and stateless, so they work on a fresh state too, and a
  // sign-in still costs a request and a token signature in the emulation.
  // An explicit auth.signIn step (password or factor given) always signs in for real.
  function open(
    username: string,
    password?: string,
    factor: { code?: string; totpSecret?: string } = {},
    explicit = false,
  ) {
    const storage = createMemoryStorage();
    const auth = createAuthService({ pool: () => setup.pool, storage, now: clock.now });
    const cached = setup.tokens.get(username);
    let ready: Promise<SessionUser>;
    let token: { value: string; until: number } | undefined;
    if (!explicit && usable(cached, clock.now())) {
      ready = Promise.resolve(auth.adoptTokens(cached));
      // Usable means fresh for a minute more: the auth service would hand this very token out.
      token = { value: cached.idToken, until: reuseUntil(cached.idToken)! };
    } else {
      const totpSecret =
        factor.totpSecret ?? (factor.code ? undefined : setup.demo.totpSecrets.get(username));
      ready = signInWithPassword(auth, username, password ?? setup.demo.password, {
        code: factor.code,
        totpSecret,
      }).then((user) => {
        const session = readStoredSession(storage);
        if (session && !explicit)
          setup.tokens.set(username, {
            idToken: session.idToken,
            accessToken: session.accessToken,
            refreshToken: session.refreshToken,
          });
        return user;
      });
    }
    sessions.set(username, { auth, ready, token });
    return ready;
  }

  const world: StepWorld = {
    backend: setup.backend,
    apiBaseUrl,
    clock,
    fetch: async (input, init) => {
      const response = await setup.transport(input, init);
      world.lastStatus = response.status;
      return response;
    },
    // The default caller changes only once the sign-in succeeded; a failed one leaves no session behind.
    signIn(username, password, factor) {
      return open(username, password, factor, true).then(
        (user) => {
          current = username;
          return user;
        },
        (error: unknown) => {
          sessions.delete(username);
          throw error;
        },
      );
    },
    async signOut() {
      if (current) await sessions.get(current)?.auth.signOut();
      if (current) sessions.delete(current);
      current = undefined;
    },
    currentUser: () => (current ? sessions.get(current)?.auth.currentUser() : undefined),
    async tokenFor(caller) {
      const who = caller === undefined ? current : caller === ANONYMOUS ? undefined : caller;
      if (!who) return undefined;
      await (sessions.get(who)?.ready ?? open(who));
      // The auth service reads and decodes the stored session on every call; a step makes several
      // calls, so the token is kept until a minute before it expires on the fixture clock (or a 401).
      const session = sessions.get(who)!;
      if (session.token && clock.now() < session.token.until) return session.token.value;
      const value = await session.auth.getIdToken();
      const until = value ? reuseUntil(value) : undefined;
      session.token = value && until !== undefined ? { value, until } : undefined;
      return value;
    },
    // The caller signs in on the client's first request, so steps that never call the API (fixtures.*,
    // auth.signIn) cost no sign-in.
    async clientFor(caller, impersonate) {
      const who = caller === undefined ? current : caller === ANONYMOUS ? undefined : caller;
      const session = () => sessions.get(who!)!.auth;
      return createHttpClient({
        baseUrl: apiBaseUrl,
        fetch: world.fetch,
        getIdToken: who ? () => world.tokenFor(who) : undefined,
        onUnauthorized: who
          ? (used) => {
              sessions.get(who)!.token = undefined;
              return session().handleUnauthorized(used);
            }
          : undefined,
        getActingAs: () => impersonate,
      });
    },
  };
  return world;
}
