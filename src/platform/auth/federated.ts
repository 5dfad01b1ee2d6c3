// Federated sign-in through the hosted UI: authorization code with PKCE. The verifier, the anti-forgery
// state and the path to come back to are kept in session storage between the redirect and the callback.

import type { KeyValueStorage } from '../storage/storage';
import type { Tokens } from './cognitoTypes';
import { AuthError } from './authErrors';
import { safeReturnPath } from './returnPath';
import { COMMON_MESSAGES } from '../http/catalogue';
import { requireSafeUrl, type SafeUrl } from '../http/safeUrl';

export const FEDERATED_PENDING_KEY = 'llts.auth.federatedPending';

export interface HostedUiSettings {
  /** e.g. auth.example.com or https://auth.example.com (an http:// URL is allowed for local emulation). */
  hostedUiDomain: string;
  clientId: string;
  /** The portal's callback URL, e.g. https://portal.example.com/auth/callback. */
  redirectUri: string;
}

interface Pending {
  state: string;
  verifier: string;
  returnPath: string;
}

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function randomString(byteCount = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

const origin = (domain: string) =>
  /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;

/** Builds the hosted-UI authorize URL and remembers what the callback needs. */
export async function beginFederatedSignIn(
  settings: HostedUiSettings,
  storage: KeyValueStorage,
  returnPath: string,
): Promise<SafeUrl> {
  const pending: Pending = {
    state: randomString(16),
    verifier: randomString(48),
    returnPath: safeReturnPath(returnPath),
  };
  storage.setItem(FEDERATED_PENDING_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    scope: 'openid email profile',
    state: pending.state,
    code_challenge: await challengeOf(pending.verifier),
    code_challenge_method: 'S256',
  });
  // The domain is the runtime config's: the page goes there only if it makes a web address.
  return requireSafeUrl(`${origin(settings.hostedUiDomain)}/oauth2/authorize?${query}`);
}

/** Exchanges the callback's code for tokens; returns them with the (same-origin) path to go back to. */
export async function completeFederatedSignIn(
  settings: HostedUiSettings,
  storage: KeyValueStorage,
  callback: { code?: string | null; state?: string | null },
  fetcher: typeof fetch = fetch,
): Promise<{ tokens: Tokens; returnPath: string }> {
  const raw = storage.getItem(FEDERATED_PENDING_KEY);
  storage.removeItem(FEDERATED_PENDING_KEY);
  let pending: Pending | undefined;
  try {
    pending = raw ? (JSON.parse(raw) as Pending) : undefined;
  } catch {
    pending = undefined;
  }
  if (!pending || !callback.code || callback.state !== pending.state) {
    throw new AuthError('InvalidState', COMMON_MESSAGES.signInFailed);
  }
  const response = await fetcher(`${origin(settings.hostedUiDomain)}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: settings.clientId,
      code: callback.code,
      redirect_uri: settings.redirectUri,
      code_verifier: pending.verifier,
    }).toString(),
  }).catch((error: unknown) => {
    throw new AuthError('NetworkError', COMMON_MESSAGES.signInFailed, error);
  });
  const body = (await response.json().catch(() => undefined)) as
    { id_token?: string; access_token?: string; refresh_token?: string } | undefined;
  if (!response.ok || !body?.id_token || !body.access_token) {
    throw new AuthError('TokenExchangeFailed', COMMON_MESSAGES.signInFailed);
  }
  return {
    tokens: { idToken: body.id_token, accessToken: body.access_token, refreshToken: body.refresh_token },
    returnPath: safeReturnPath(pending.returnPath),
  };
}
