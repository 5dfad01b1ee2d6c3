// The last-activity time (spec §4, §9): kept in local storage so every tab of the portal shares it.
import { LAST_ACTIVITY_KEY } from '../../platform/domain/storageKeys';
import type { InactivityDurations } from '../../platform/react/inactivitySettings';
import type { KeyValueStorage } from '../../platform/storage/storage';

export function readLastActivity(storage: KeyValueStorage): number | undefined {
  const value = Number(storage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function writeLastActivity(storage: KeyValueStorage, at: number): void {
  storage.setItem(LAST_ACTIVITY_KEY, String(at));
}

export type InactivityPhase = 'active' | 'warning' | 'expired';

/** Active until the timeout; then the warning; the grace period later, signed out. */
export function inactivityPhase(
  now: number,
  lastActivity: number,
  durations: InactivityDurations,
): InactivityPhase {
  const idle = now - lastActivity;
  if (idle < durations.timeoutMs) return 'active';
  return idle < durations.timeoutMs + durations.graceMs ? 'warning' : 'expired';
}

/** Writes at most this often: activity events come in bursts, and every write wakes the other tabs. */
export const writeThrottleMs = (durations: InactivityDurations) => Math.min(5_000, durations.timeoutMs / 4);

/** How often the clock is checked: often enough that the countdown and sign-out are on time. */
export const checkIntervalMs = (durations: InactivityDurations) =>
  Math.max(100, Math.min(1_000, durations.graceMs / 4));
