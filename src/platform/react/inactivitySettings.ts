// Inactivity durations (spec §4, §9: warning after 1 hour, sign-out 30 s later). Injectable so tests do not
// wait an hour: component tests set the atom; end-to-end tests put an override in local storage before the
// app starts (it can only shorten them), e.g. localStorage['llts.inactivity.override'] = '{"timeoutMs":2000,"graceMs":1500}'.

import { atom } from 'jotai';
import { INACTIVITY_SIGN_OUT_GRACE_MS, INACTIVITY_TIMEOUT_MS } from '../domain/timing';
import { localStore, readJson, type KeyValueStorage } from '../storage/storage';
import { usePlatformValue } from './platformStore';

export interface InactivityDurations {
  /** Without activity for this long, the warning appears. */
  timeoutMs: number;
  /** The warning's countdown to the automatic sign-out. */
  graceMs: number;
}

export const INACTIVITY_OVERRIDE_KEY = 'llts.inactivity.override';

export const DEFAULT_INACTIVITY: InactivityDurations = {
  timeoutMs: INACTIVITY_TIMEOUT_MS,
  graceMs: INACTIVITY_SIGN_OUT_GRACE_MS,
};

const shorter = (value: unknown, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(value, limit) : limit;

/**
 * The stored override, if any. It can only shorten the durations: storage is the user's to edit, and a
 * longer timeout would keep an unattended session open.
 */
export function readInactivityOverride(storage: KeyValueStorage): InactivityDurations {
  const override = readJson<Partial<InactivityDurations>>(storage, INACTIVITY_OVERRIDE_KEY);
  return {
    timeoutMs: shorter(override?.timeoutMs, DEFAULT_INACTIVITY.timeoutMs),
    graceMs: shorter(override?.graceMs, DEFAULT_INACTIVITY.graceMs),
  };
}

/**
 * Read when this module first loads, which is when a signed-in session first needs it (the monitor's
 * chunk): an override that tests put in storage before the app started is in place by then.
 */
export const inactivityDurationsAtom = atom<InactivityDurations>(readInactivityOverride(localStore));

export function useInactivityDurations(): InactivityDurations {
  return usePlatformValue(inactivityDurationsAtom);
}
