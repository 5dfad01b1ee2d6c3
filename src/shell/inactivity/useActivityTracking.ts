import { useEffect, useRef } from 'react';
import type { InactivityDurations } from '../../platform/react/inactivitySettings';
import type { KeyValueStorage } from '../../platform/storage/storage';
import { writeLastActivity, writeThrottleMs } from './lastActivity';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove', 'scroll'] as const;

/**
 * Records user activity (throttled) while `enabled`. Paused during the warning: from then on only an
 * explicit "Stay signed in" counts, so a stray mouse movement does not silently dismiss it.
 */
export function useActivityTracking(
  enabled: boolean,
  storage: KeyValueStorage,
  durations: InactivityDurations,
) {
  const lastWrite = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const throttle = writeThrottleMs(durations);
    const record = () => {
      const now = Date.now();
      if (now - lastWrite.current < throttle) return;
      lastWrite.current = now;
      writeLastActivity(storage, now);
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, record, options);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record, options);
    };
  }, [enabled, storage, durations]);
}
