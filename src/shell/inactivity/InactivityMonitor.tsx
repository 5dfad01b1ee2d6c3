import { Suspense, useCallback, useEffect, useState } from 'react';
import { useInactivityDurations } from '../../platform/react/inactivitySettings';
import { preloadableLazy } from '../../platform/react/preloadableLazy';
import { showToast } from '../../platform/react/toasts';
import { localStore, type KeyValueStorage } from '../../platform/storage/storage';
import { useSignOut } from '../auth/useSignOut';
import { signedOutForInactivity } from './expireStaleSession';
import { checkIntervalMs, inactivityPhase, readLastActivity, writeLastActivity } from './lastActivity';
import { useActivityTracking } from './useActivityTracking';
import { whenIdle } from '../../platform/react/whenIdle';

const inactivityWarning = preloadableLazy(() => import('./InactivityWarning'));

/**
 * Spec §4: after the timeout without activity (in any tab) a warning appears; the grace period later the
 * user is signed out. Mounted only while signed in. The clock is the shared last-activity time, so
 * activity in another tab counts and dismisses this tab's warning.
 */
export default function InactivityMonitor({ storage = localStore }: { storage?: KeyValueStorage }) {
  const durations = useInactivityDurations();
  const signOut = useSignOut();
  const [warningUntil, setWarningUntil] = useState<number>();

  // Signing in or loading the page is activity: a stamp left by an earlier session must not count.
  // (A stamp that was already stale at load signed the user out before the first render.)
  useEffect(() => writeLastActivity(storage, Date.now()), [storage]);

  useActivityTracking(warningUntil === undefined, storage, durations);

  // The warning's chunk is fetched when the page is idle, not on the critical path, and not left for the
  // moment it must show (an hour later, perhaps offline or after a new release).
  useEffect(() => whenIdle(() => void inactivityWarning.preload().catch(() => undefined)), []);

  useEffect(() => {
    let signingOut = false;
    const check = () => {
      if (signingOut) return;
      const last = readLastActivity(storage) ?? Date.now();
      const phase = inactivityPhase(Date.now(), last, durations);
      if (phase === 'expired') {
        signingOut = true;
        setWarningUntil(undefined);
        showToast('info', signedOutForInactivity());
        void signOut();
      } else {
        setWarningUntil(phase === 'warning' ? last + durations.timeoutMs + durations.graceMs : undefined);
      }
    };
    const timer = setInterval(check, checkIntervalMs(durations));
    return () => clearInterval(timer);
  }, [storage, durations, signOut]);

  const staySignedIn = useCallback(() => {
    writeLastActivity(storage, Date.now());
    setWarningUntil(undefined);
  }, [storage]);

  if (warningUntil === undefined) return null;
  return (
    <Suspense fallback={null}>
      <inactivityWarning.Component
        signOutAt={warningUntil}
        onStay={staySignedIn}
        onSignOut={() => void signOut()}
      />
    </Suspense>
  );
}
