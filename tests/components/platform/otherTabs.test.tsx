import { afterEach, describe, expect, it } from 'vitest';
import {
  SESSION_STORAGE_KEY,
  sessionFromTokens,
  writeStoredSession,
} from '../../../src/platform/auth/storedSession';
import { DEFAULT_CONFIG } from '../../../src/platform/config/runtimeConfig';
import { platformStore } from '../../../src/platform/react/platformStore';
import { sessionUserAtom } from '../../../src/platform/react/session';
import { followOtherTabs, startPlatform } from '../../../src/platform/react/startPlatform';
import { localStore } from '../../../src/platform/storage/storage';
import { fakeJwt } from '../../support/jwt';

const signInElsewhere = () =>
  writeStoredSession(
    localStore,
    sessionFromTokens(
      { idToken: fakeJwt({ 'cognito:username': 'client', iat: 1, exp: 9e9 }), accessToken: 'a' },
      Date.now(),
    ),
  );

let stop = () => {};
afterEach(() => {
  stop();
  localStorage.clear();
});

describe('following other tabs', () => {
  it('picks up a sign-in made in another tab from its storage event', () => {
    startPlatform({ config: DEFAULT_CONFIG });
    stop = followOtherTabs(window);
    expect(platformStore.get(sessionUserAtom)).toBeUndefined();
    signInElsewhere();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(platformStore.get(sessionUserAtom)?.username).toBe('client');
  });

  it('ignores storage events about other keys', () => {
    startPlatform({ config: DEFAULT_CONFIG });
    stop = followOtherTabs(window);
    signInElsewhere();
    window.dispatchEvent(new StorageEvent('storage', { key: 'llts.lastActivity' }));
    expect(platformStore.get(sessionUserAtom)).toBeUndefined();
  });
});
