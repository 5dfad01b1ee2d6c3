// Everything an action needs to reach the platform, built lazily on first use: the target, the session
// (stored by `llts login`, or a one-off sign-in from --user/--password), impersonation, the HTTP
// clients and the clock polling flows wait on (the fixture clock in fixture mode: waiting advances it).
import { AuthError } from '../../src/platform/auth/authErrors';
import { createAuthService, type AuthService } from '../../src/platform/auth/authService';
import { SESSION_EXPIRED_MESSAGE } from '../../src/platform/auth/sessionExpired';
import type { PoolSettings } from '../../src/platform/auth/cognitoTypes';
import type { SessionUser } from '../../src/platform/domain/entities/sessionUser';
import { canImpersonate } from '../../src/platform/domain/roles';
import { realClock, type FlowClock } from '../../src/platform/flows/waiting';
import { createHttpClient, type HttpClient } from '../../src/platform/http/client';
import { createMemoryStorage, type KeyValueStorage } from '../../src/platform/storage/storage';
import { CliFailure, UsageError } from '../errors';
import { createFileStorage } from '../fileStorage';
import { credentialsOf, type GlobalOptions } from '../globals';
import type { Output } from '../output';
import { defaultStateFile, sessionFile } from '../paths';
import { startEmbeddedFixtures, type EmbeddedFixtures } from './fixtureMode';
import { signInWithPassword } from './signIn';
import { resolveTarget, type Target } from './target';

export interface CliRuntime {
  target: Target;
  apiBaseUrl: string;
  pool: PoolSettings;
  globals: GlobalOptions;
  out: Output;
  env: Record<string, string | undefined>;
  fixtures?: EmbeddedFixtures;
  clock: FlowClock;
  /** The session kept between invocations for this target. */
  storedSession: KeyValueStorage;
  auth: AuthService;
  /** The signed-in user (signing in first when --user or LLTS_USER is given). */
  user(): Promise<SessionUser>;
  /** The signed-in client, with the impersonation header when asked for. */
  http(): Promise<HttpClient>;
  /** No token at all: the visitor's calls. */
  anonymousHttp(): HttpClient;
  /** Public calls (auto quotes, reached from an e-mailed link): as the signed-in user if any, else anonymous. */
  publicHttp(): Promise<HttpClient>;
  /** Persona names alone sign in (the embedded fixtures or their HTTP server). */
  demoPasswords: boolean;
  close(): void;
}

export async function createRuntime(
  globals: GlobalOptions,
  out: Output,
  env: Record<string, string | undefined>,
): Promise<CliRuntime> {
  const target = await resolveTarget(globals, env);
  const fixtures =
    target.mode === 'fixtures'
      ? await startEmbeddedFixtures(globals.state ?? defaultStateFile(env))
      : undefined;
  const apiBaseUrl = target.mode === 'remote' ? target.apiBaseUrl : `${fixtures!.origin}/api/v1`;
  const pool: PoolSettings =
    target.mode === 'remote'
      ? target.pool
      : {
          userPoolId: fixtures!.module.FIXTURE_COGNITO.userPoolId,
          clientId: fixtures!.module.FIXTURE_COGNITO.clientId,
          endpoint: `${fixtures!.origin}/cognito/`,
        };
  const fixtureClock = fixtures?.backend.ctx.clock;
  const clock: FlowClock = fixtureClock
    ? { now: () => fixtureClock.now(), sleep: async (ms) => fixtureClock.advance(ms) }
    : realClock;
  const storedSession = createFileStorage(
    sessionFile(env, target.mode === 'fixtures' ? 'fixtures' : apiBaseUrl),
  );
  const { user: username, password } = credentialsOf(globals, env);
  // A one-off sign-in never overwrites the stored session.
  const storage = username ? createMemoryStorage() : storedSession;
  const auth = createAuthService({ pool: () => pool, storage, now: clock.now });
  // A refused refresh ends the session (the service forgets it); the command then says why, once.
  let expired = false;
  auth.subscribe((_user, change) => {
    if (change === 'expired') expired = true;
  });
  const unlessExpired = <T>(value: T): T => {
    if (expired) throw new AuthError('SessionExpired', SESSION_EXPIRED_MESSAGE);
    return value;
  };
  const demoPasswords = target.mode === 'fixtures' || target.fixtureServer;

  let signingIn: Promise<SessionUser> | undefined;
  const user = () =>
    (signingIn ??= (async () => {
      if (username) {
        const demo = demoPasswords ? await import('../../fixtures/data/personas') : undefined;
        const secret = demo?.PERSONAS.find((p) => p.username === username && p.mfa)
          ? demo.MFA_PERSONA_TOTP_SECRET
          : undefined;
        const pass = password ?? demo?.DEMO_PASSWORD;
        if (!pass) throw new UsageError(`--password (or LLTS_PASSWORD) is needed to sign in as ${username}.`);
        return signInWithPassword(auth, username, pass, { totpSecret: secret }, pool.endpoint);
      }
      const current = auth.currentUser();
      if (!current)
        throw new CliFailure('You are not signed in: run `llts login`, or pass --user (and --password).');
      return current;
    })());

  const anonymousHttp = () => createHttpClient({ baseUrl: apiBaseUrl });
  const publicHttp = async () => (username || auth.currentUser() ? http() : anonymousHttp());
  const http = async () => {
    const me = await user();
    const actingAs = globals.impersonate?.trim();
    if (actingAs && !canImpersonate(me.roles)) {
      throw new UsageError(
        `--impersonate is for admins and super users; ${me.username} has ${me.roles.join(', ') || 'no roles'}.`,
      );
    }
    return createHttpClient({
      baseUrl: apiBaseUrl,
      getIdToken: async () => unlessExpired(await auth.getIdToken()),
      getActingAs: () => actingAs || undefined,
      onUnauthorized: async (used) => unlessExpired(await auth.handleUnauthorized(used)),
    });
  };

  return {
    target,
    apiBaseUrl,
    pool,
    globals,
    out,
    env,
    fixtures,
    clock,
    storedSession,
    auth,
    user,
    http,
    anonymousHttp,
    publicHttp,
    demoPasswords,
    close: () => fixtures?.close(),
  };
}
