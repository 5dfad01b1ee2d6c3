// Durations as people write them in scenarios and options: 500ms, 10s, 5m, 2h, 3d, or a number of ms.
import { UsageError } from '../errors';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PATTERN = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)$/;

/** Milliseconds, or undefined when the value is not a duration. */
export function durationMs(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = PATTERN.exec(value.trim());
  return match ? Number(match[1]) * UNITS[match[2]] : undefined;
}

export function parseDuration(value: string, option: string): number {
  const ms = durationMs(value);
  if (ms === undefined)
    throw new UsageError(`${option} takes a duration such as 90s, 15m, 2h or 3d, got '${value}'.`);
  return ms;
}
