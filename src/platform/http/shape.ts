// Small shape guards for `expect`: enough to turn a wrong answer into an error shown to the user instead
// of a crash deep inside a screen. They check what the UI relies on, not every field.

export type Guard<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isArrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

export const anyRecord: Guard<Record<string, unknown>> = isRecord;

/** A record whose listed keys hold values of the given JS types ('array' for arrays). */
export function hasFields<T>(
  fields: Record<string, 'string' | 'number' | 'boolean' | 'array' | 'object'>,
): Guard<T> {
  return (value): value is T => {
    if (!isRecord(value)) return false;
    return Object.entries(fields).every(([key, kind]) => {
      const field = value[key];
      if (kind === 'array') return Array.isArray(field);
      if (kind === 'object') return isRecord(field);
      return typeof field === kind;
    });
  };
}

/** Either nothing (204 / empty body) or a record. */
export const isEmptyOrRecord = (value: unknown): value is Record<string, unknown> | undefined =>
  value === undefined || isRecord(value);
