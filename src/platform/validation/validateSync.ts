// Turns yup's exceptions into plain error maps: what react-final-form's `validate` and the CLI want.
import { ValidationError } from 'yup';
import type { ValidateOptions } from 'yup';

export type FieldErrors = Record<string, string>;

/** Anything yup can validate synchronously: schemas and lazy schemas (personInfoSchema) alike. */
export interface SyncSchema {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- yup's own parameter types
  validateSync(value: any, options?: ValidateOptions<any>): unknown;
}

/**
 * Field errors of `values`, keyed by yup path ('email', 'billingContact.city', 'files[0].name'); the first
 * message per field wins, so a field shows its most basic problem (Required before format). Empty when
 * valid. Errors of a field schema validated on its own land under the key ''.
 */
export function validateSync(schema: SyncSchema, values: unknown): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    const leaves = error.inner.length > 0 ? error.inner : [error];
    for (const leaf of leaves) {
      const key = leaf.path ?? '';
      if (!(key in errors)) errors[key] = leaf.message;
    }
    return errors;
  }
}

/** First message of a single value against a field schema (react-final-form field-level `validate`). */
export function validateField(schema: SyncSchema, value: unknown): string | undefined {
  const errors = validateSync(schema, value);
  return Object.values(errors)[0];
}

/**
 * Nests flat paths for final-form, which reads a field's error by walking its name ('a.b' → errors.a.b,
 * 'a[0]' → errors.a[0]); a flat key 'a.b' would never be found.
 */
export function nestErrors(flat: FieldErrors): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path
      .replace(/\[(\w+)\]/g, '.$1')
      .split('.')
      .filter((k) => k !== '');
    if (keys.length === 0) continue;
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = message;
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[index + 1]);
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}
