// What every API function shares: the per-call init, path segment encoding and the guards built from
// the http shape helpers. Guards check only what screens rely on; a wrong shape becomes a
// ResponseFormatError in the client instead of a crash inside a screen.

import { hasFields, isArrayOf, type Guard } from '../http/shape';

export interface CallInit {
  signal?: AbortSignal;
}

/** A path segment: ids may hold '/', '?', '#' or spaces (file keys do), so every one is encoded. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

export const isString = (value: unknown): value is string => typeof value === 'string';

type FieldKinds = Parameters<typeof hasFields>[0];

/** An array whose items are records holding the given fields (none: any records). */
export const listOf = <T>(fields: FieldKinds = {}): Guard<T[]> => isArrayOf(hasFields<T>(fields));

/** Optional free text (rejection reasons): trimmed, and left out of the body when blank. */
export function trimmedOrUndefined(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
