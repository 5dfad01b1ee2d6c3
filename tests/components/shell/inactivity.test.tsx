import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../src/platform/auth/storedSession';
import { DEFAULT_CONFIG } from '../../../src/platform/config/runtimeConfig';
import { LAST_ACTIVITY_KEY } from '../../../src/platform/domain/storageKeys';
import { IMPERSONATION_STORAGE_KEY } from '../../../src/platform/impersonation/impersonation';
import {
  inactivityDurationsAtom,
  readInactivityOverride,
  INACTIVITY_OVERRIDE_KEY,
} from '../../../src/platform/react/inactivitySettings';
import { platformStore } from '../../../src/platform/react/platformStore';
import { startPlatform } from '../../../src/platform/react/startPlatform';
import { ToastViewport } from '../../../src/platform/react/ToastViewport';
import { uiMessages } from '../../../src/ui/messages';
import { localStore } from '../../../src/platform/storage/storage';
import {
  expireStaleSession,
  SIGNED_OUT_FOR_INACTIVITY,
} from '../../../src/shell/inactivity/expireStaleSession';
import InactivityMonitor from '../../../src/shell/inactivity/InactivityMonitor';
import { resetPlatform } from '../../support/freshTab';
import { FIXTURE_POOL } from '../../support/platform';
import { CLIENT, storeSession } from './support/session';

const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  resetPlatform();
  // The warning's chunk is loaded while timers are still real; fake timers do not drive module loading.
  await import('../../../src/shell/inactivity/InactivityWarning');
  window.history.replaceState(null, '', '/consoleHelp');
  storeSession(CLIENT);
  startPlatform({ config: DEFAULT_CONFIG, pool: () => FIXTURE_POOL });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' });

function renderMonitor() {
  return render(
    <>
      <InactivityMonitor />
      <ToastViewport dismissLabel={uiMessages.t('ui.dismissNotification')} />
    </>,
  );
}

describe('inactivity', () => {
  it('warns after an hour without activity and signs out 30 seconds later', async () => {
    renderMonitor();
    await advance(HOUR - 1000);
    expect(warning()).toBeNull();
    await advance(1500);
    expect(warning()).toBeInTheDocument();
    expect(warning()).toHaveTextContent('signed out in 30 seconds');
    await advance(29_000);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    await advance(1_500);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText(SIGNED_OUT_FOR_INACTIVITY)).toBeInTheDocument();
  });

  it('postpones the warning while the user is active, in this tab or another', async () => {
    renderMonitor();
    await advance(HOUR / 2);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(HOUR / 2 + 5_000);
    expect(warning()).toBeNull();
    // Another tab records activity in the shared local storage.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    await advance(HOUR - 5_000);
    expect(warning()).toBeNull();
    await advance(10_000);
    expect(warning()).toBeInTheDocument();
  });

  it('dismisses the warning with "Stay signed in" and when another tab becomes active', async () => {
    renderMonitor();
    await advance(HOUR + 1_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' })));
    expect(warning()).toBeNull();
    await advance(HOUR + 1_000);
    expect(warning()).toBeInTheDocument();
    // Mouse movement during the warning does not count; activity elsewhere does.
    fireEvent.mouseMove(window);
    await advance(1_000);
    expect(warning()).toBeInTheDocument();
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    await advance(1_000);
    expect(warning()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('uses injected durations', async () => {
    platformStore.set(inactivityDurationsAtom, { timeoutMs: 2_000, graceMs: 1_000 });
    renderMonitor();
    await advance(2_500);
    expect(warning()).toBeInTheDocument();
    await advance(1_000);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('a stale session on load', () => {
  it('is signed out (with the override) when the last activity is older than the timeout', () => {
    sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, 'employee');
    const { auth } = startPlatform({ config: DEFAULT_CONFIG, pool: () => FIXTURE_POOL });
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - HOUR - 1));
    expect(expireStaleSession(auth, localStore, readInactivityOverride(localStore))).toBe(true);
    expect(auth.currentUser()).toBeUndefined();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('is kept when the last activity is recent', () => {
    const { auth } = startPlatform({ config: DEFAULT_CONFIG, pool: () => FIXTURE_POOL });
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - HOUR + 60_000));
    expect(expireStaleSession(auth, localStore, readInactivityOverride(localStore))).toBe(false);
    expect(auth.currentUser()?.username).toBe('client');
  });
});

describe('duration override', () => {
  it('can only shorten the durations', () => {
    localStorage.setItem(INACTIVITY_OVERRIDE_KEY, JSON.stringify({ timeoutMs: 3_000, graceMs: 10 * HOUR }));
    expect(readInactivityOverride(localStore)).toEqual({ timeoutMs: 3_000, graceMs: 30_000 });
    localStorage.setItem(INACTIVITY_OVERRIDE_KEY, 'not json');
    expect(readInactivityOverride(localStore)).toEqual({ timeoutMs: HOUR, graceMs: 30_000 });
  });
});
