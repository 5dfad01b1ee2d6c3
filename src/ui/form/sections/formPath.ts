// Paths of a section's fields inside the host form's values: a section is mounted under a prefix
// ('', 'contactInfo', 'customFields') and names its fields below it.
import { getIn } from 'final-form';

export function fieldPath(prefix: string | undefined, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

/** The value at a path of the form's values (undefined when absent). */
export function valueAt(values: object | undefined, path: string): unknown {
  return values ? getIn(values, path) : undefined;
}

/** A field-level rule for a value that must be given (the common 'Required'). */
export const isMissing = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);
