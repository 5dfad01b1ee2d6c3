// The session as kept between page loads (browser local storage) or CLI runs (a file): the three tokens
// and the clock drift between this machine and the identity service. Reading it needs no Cognito
// library, so the signed-out home can tell whether a session exists without loading that library.

import { readJson, writeJson, type KeyValueStorage } from '../storage/storage';
import { decodeJwtClaims, numericClaim } from './jwt';

export const SESSION_STORAGE_KEY = 'llts.auth.session';

export interface StoredSession {
  username: string;
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  /** Local time minus the token's issue time at sign-in (ms); expiry is judged on the service's clock. */
  clockDriftMs: number;
}

/** Expire a little early so a request never leaves with a token that dies on the way. */
const EXPIRY_MARGIN_MS = 60_000;

export function readStoredSession(storage: KeyValueStorage): StoredSession | undefined {
  const value = readJson<Partial<StoredSession>>(storage, SESSION_STORAGE_KEY);
  if (!value || typeof value.idToken !== 'string' || typeof value.accessToken !== 'string') return undefined;
  if (typeof value.username !== 'string') return undefined;
  return {
    ...value,
    clockDriftMs: typeof value.clockDriftMs === 'number' ? value.clockDriftMs : 0,
  } as StoredSession;
}

export function writeStoredSession(storage: KeyValueStorage, session: StoredSession): void {
  writeJson(storage, SESSION_STORAGE_KEY, session);
}

export function clearStoredSession(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}

/** Builds a stored session from fresh tokens, measuring the drift against the id token's issue time. */
export function sessionFromTokens(
  tokens: { idToken: string; accessToken: string; refreshToken?: string },
  localNowMs: number,
): StoredSession {
  const claims = decodeJwtClaims(tokens.idToken);
  const issuedAt = numericClaim(claims, 'iat');
  const username = String(claims?.['cognito:username'] ?? claims?.username ?? claims?.sub ?? '');
  return {
    username,
    ...tokens,
    clockDriftMs: issuedAt === undefined ? 0 : localNowMs - issuedAt * 1000,
  };
}

export function isIdTokenFresh(session: StoredSession, localNowMs: number): boolean {
  const expiresAt = numericClaim(decodeJwtClaims(session.idToken), 'exp');
  if (expiresAt === undefined) return false;
  return localNowMs - session.clockDriftMs < expiresAt * 1000 - EXPIRY_MARGIN_MS;
}
