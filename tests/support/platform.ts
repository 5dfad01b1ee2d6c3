// The platform as src/start.tsx starts it in fixture mode (no API configured: the API and the user pool are
// the fixtures'), over jsdom's real storages. Every test starts signed out with empty storage.
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD, FIXTURE_COGNITO, MFA_PERSONA_TOTP_SECRET, PERSONAS } from '../../fixtures/node';
import { apiCallsOf } from '../../fixtures/runtime/apiCalls';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../../src/platform/config/runtimeConfig';
import type { SessionUser } from '../../src/platform/domain/entities/sessionUser';
import { IMPERSONATION_STORAGE_KEY } from '../../src/platform/impersonation/impersonation';
import { demoControlsAtom } from '../../src/platform/react/demoControls';
import { platformStore } from '../../src/platform/react/platformStore';
import { startPlatform, type Platform } from '../../src/platform/react/startPlatform';
import { uiLocaleStarted } from '../../src/platform/react/uiLocale';
import { currentBackend, ORIGIN } from './fixtureServer';
import { resetPlatform } from './freshTab';

/** A demo persona's username (fixtures/data/personas.ts; every one signs in with Demo-pass-1). */
export type PersonaName = (typeof PERSONAS)[number]['username'];

export const FIXTURE_POOL = {
  userPoolId: FIXTURE_COGNITO.userPoolId,
  clientId: FIXTURE_COGNITO.clientId,
  endpoint: `${ORIGIN}/cognito/`,
};

export interface PlatformOptions {
  config?: RuntimeConfig;
  /** Signs in as this persona through the Cognito emulation before anything renders. */
  as?: PersonaName;
  /**
   * With `as`: the page starts from the stored session, as after a reload (the sign-in happened on an
   * earlier page load), instead of in the page that signed in.
   */
  reloaded?: boolean;
  /** An impersonation override already stored for the tab (the header goes out for admins only). */
  impersonating?: string;
  /** The demo sign-in buttons and reset, as in fixture mode after the backend started. */
  demoControls?: boolean;
  /** What the tab's storages already hold when the page starts (after the reset to a fresh tab). */
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
}

/** The persona's authenticator code at the fixture clock's now. */
export const totpCode = () =>
  new TOTP({ secret: MFA_PERSONA_TOTP_SECRET }).generate({ timestamp: currentBackend().ctx.clock.now() });

/** A password sign-in (and the MFA persona's code) through the real library against the emulation. */
export async function signInAs(platform: Platform, username: PersonaName): Promise<SessionUser> {
  const result = await platform.auth.signIn(username, DEMO_PASSWORD);
  return result.status === 'signedIn' ? result.user : result.submitCode(totpCode());
}

export async function startTestPlatform(options: PlatformOptions = {}): Promise<Platform> {
  resetPlatform();
  for (const [key, value] of Object.entries(options.localStorage ?? {})) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(options.sessionStorage ?? {})) sessionStorage.setItem(key, value);
  if (options.impersonating) sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, options.impersonating);
  const config = options.config ?? DEFAULT_CONFIG;
  const platform = startPlatform({ config, pool: () => FIXTURE_POOL });
  if (options.demoControls) {
    platformStore.set(demoControlsAtom, {
      resetDemoData: () => currentBackend().reset(),
      personas: PERSONAS.map(({ username, summary }) => ({ username, summary })),
      password: DEMO_PASSWORD,
      // The rest of the control surface (the footer's demo panel), as src/start.tsx hands it over.
      backend: { ...currentBackend(), apiCalls: apiCallsOf(currentBackend().handlers) },
    });
  }
  let started = platform;
  if (options.as) {
    await signInAs(platform, options.as);
    if (options.reloaded) started = startPlatform({ config, pool: () => FIXTURE_POOL });
  }
  // As the entry before its first render (prepareFirstRoute): the start-up language active, so what renders,
  // even a part whose chunk an earlier test already loaded, renders in it from the first paint.
  await uiLocaleStarted();
  return started;
}
