import { describe, expect, it } from 'vitest';
import { decodeJwtClaims } from '../../../../src/platform/auth/jwt';
import { sessionUserFromClaims } from '../../../../src/platform/auth/sessionUser';
import {
  clearStoredSession,
  isIdTokenFresh,
  readStoredSession,
  sessionFromTokens,
  SESSION_STORAGE_KEY,
  writeStoredSession,
} from '../../../../src/platform/auth/storedSession';
import { createMemoryStorage } from '../../../../src/platform/storage/storage';
import { fakeJwt } from '../../../support/jwt';

describe('JWT claims', () => {
  it('decodes a payload with non-ASCII text', () => {
    expect(decodeJwtClaims(fakeJwt({ given_name: 'Zoë', n: 1 }))).toEqual({ given_name: 'Zoë', n: 1 });
  });

  it('decodes a token once: the same read-only claims for the same token, each token its own', () => {
    const token = fakeJwt({ 'cognito:username': 'client', n: 1 });
    const claims = decodeJwtClaims(token);
    expect(decodeJwtClaims(`${token}`)).toBe(claims);
    expect(Object.isFrozen(claims)).toBe(true);
    // More tokens than the few kept: each still decodes to its own claims, and the first again to equal ones.
    for (let n = 2; n < 8; n++) expect(decodeJwtClaims(fakeJwt({ n }))).toEqual({ n });
    expect(decodeJwtClaims(token)).toEqual({ 'cognito:username': 'client', n: 1 });
  });

  it('returns undefined for anything that is not a JWT', () => {
    for (const token of [
      undefined,
      null,
      '',
      'abc',
      'a.!!!.c',
      `a.${Buffer.from('[1]').toString('base64url')}.c`,
    ]) {
      expect(decodeJwtClaims(token)).toBeUndefined();
    }
  });
});

describe('session user', () => {
  it('is built from the id token with the platform role rules', () => {
    const user = sessionUserFromClaims({
      'cognito:username': 'sso',
      email: 'sso@acme.example',
      'cognito:groups': ['QA', 'not-a-role'],
      identities: [{ providerName: 'AcmeAzureAD' }],
      'custom:externalGroups': 'sales, emea',
      given_name: 'Sam',
      family_name: 'Sun',
    });
    expect(user).toEqual({
      username: 'sso',
      email: 'sso@acme.example',
      roles: ['QA', 'CLIENT_EMPLOYEE'],
      externalGroups: ['sales', 'emea'],
      isFederatedSsoAccount: true,
      firstName: 'Sam',
      lastName: 'Sun',
      initialPagePath: undefined,
    });
  });
});

describe('stored session', () => {
  const idToken = fakeJwt({ 'cognito:username': 'client', iat: 1_000, exp: 4_600 });

  it('round-trips through storage and is cleared', () => {
    const storage = createMemoryStorage();
    const session = sessionFromTokens({ idToken, accessToken: 'a', refreshToken: 'r' }, 1_000_000);
    expect(session.username).toBe('client');
    writeStoredSession(storage, session);
    expect(readStoredSession(storage)).toEqual(session);
    clearStoredSession(storage);
    expect(readStoredSession(storage)).toBeUndefined();
  });

  it('ignores a corrupt or partial entry', () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{"idToken": 5}');
    expect(readStoredSession(storage)).toBeUndefined();
    storage.setItem(SESSION_STORAGE_KEY, 'nope');
    expect(readStoredSession(storage)).toBeUndefined();
  });

  it('judges expiry on the identity service clock, a minute early', () => {
    // Local clock is 5000 s ahead of the service's: drift measured at sign-in.
    const session = sessionFromTokens({ idToken, accessToken: 'a' }, 6_000_000);
    expect(session.clockDriftMs).toBe(5_000_000);
    expect(isIdTokenFresh(session, 6_000_000)).toBe(true);
    expect(isIdTokenFresh(session, 5_000_000 + 4_539_000)).toBe(true);
    expect(isIdTokenFresh(session, 5_000_000 + 4_540_000)).toBe(false);
  });
});
