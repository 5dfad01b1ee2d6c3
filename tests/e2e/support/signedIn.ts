// A signed-in start for tests about what a signed-in user does, not about signing in (those stay on the
// form: tests/e2e/shell/personas, sessions, mfa, deepLink). The session is the one the emulated identity
// service issues for a password sign-in (fixtures/cognito: the same issuer, claims and signature), made in
// the test's process: signing in through the form in a context of its own cost each worker a renderer, a
// demo backend and the portal's start-up per persona, for a session the test could not tell apart.
// The tokens are signed, self-contained and checked against the user record and the fixture clock
// (fixtures/cognito/tokens.ts), so the seed every test starts from accepts them.
import { test, type Page } from '@playwright/test';
import { openPortal } from './backend';
import { createIdentityStore } from '../../../fixtures/cognito/identityStore';
import { issueTokens } from '../../../fixtures/cognito/tokens';
import { findPoolUser } from '../../../fixtures/cognito/users';
import { personaUsers } from '../../../fixtures/data/personas';
import { createFixtureClock } from '../../../fixtures/runtime/clock';
import { SESSION_STORAGE_KEY, sessionFromTokens } from '../../../src/platform/auth/storedSession';

/** The stored session of a persona's password sign-in now, as the portal keeps it (nothing else is). */
function personaSession(username: string): string {
  const user = findPoolUser(personaUsers(), username);
  if (!user) throw new Error(`no persona ${username}`);
  if (user.totpSecret) throw new Error(`${username} signs in with a second factor: use the form`);
  // The browser demo's clock starts at the browser's time (its seed is dated from it), as this one does.
  const tokens = issueTokens(user, createFixtureClock({ start: Date.now() }), createIdentityStore());
  const session = sessionFromTokens(
    { idToken: tokens.IdToken, accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken },
    Date.now(),
  );
  return JSON.stringify(session);
}

/**
 * Opens `path` signed in as `username` in the test's fresh context: the stored session is put in place on
 * the portal's origin (config.json, which starts no app), then the page loads as after a reload.
 */
export async function openSignedIn(page: Page, username: string, path = '/'): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  const session = personaSession(username);
  // A test starts on /config.json (support/test.ts): no need to load it again.
  if (page.url() !== new URL('/config.json', baseURL).href) await page.goto('/config.json');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    session,
  ] as const);
  await openPortal(page, path);
}
