// Rules of custom field definitions (spec part 1 §3, part 2 §3): visibility, category, SELECT_MANY_LIST
// encoding and the submitted value shape.
import moment from 'moment';
import { DATE_FIELD_FORMAT, SELECT_MANY_SEPARATOR } from './constants';
import type { CustomFieldCategory } from './enums';
import type { CustomFieldValue } from './entities/customField';

export interface FieldCondition {
  fieldName: string;
  value: string;
}

/** Custom field values by field name, as a form holds them. */
export type CustomValues = Readonly<Record<string, unknown>>;

/**
 * Whether a form value satisfies a condition's expected value. Lists (SELECT_MANY_LIST as an array or a
 * pipe-joined string) match when they contain it; checkboxes compare as 'true'/'false'.
 */
export function customValueMatches(actual: unknown, expected: string): boolean {
  if (actual === null || actual === undefined) return false;
  if (Array.isArray(actual)) return actual.some((item) => String(item) === expected);
  const text = String(actual);
  return (
    text === expected || (text.includes(SELECT_MANY_SEPARATOR) && splitSelectMany(text).includes(expected))
  );
}

/** Visible when flagged so, or when its first visibleIf condition matches the other field's value. */
export function isCustomFieldVisible(
  def: { visible?: boolean | null; visibleIf?: readonly FieldCondition[] | null },
  values: CustomValues,
): boolean {
  if (def.visible) return true;
  const condition = def.visibleIf?.[0];
  if (!condition) return false;
  return customValueMatches(values[condition.fieldName], condition.value);
}

/** A missing (or unrecognised) category means PROJECT. */
export function categoryOf(def: { category?: string | null }): CustomFieldCategory {
  return def.category === 'USER' ? 'USER' : 'PROJECT';
}

export function joinSelectMany(values: readonly string[]): string {
  return values.join(SELECT_MANY_SEPARATOR);
}

/** Empty parts (from '' or a trailing pipe) are dropped. */
export function splitSelectMany(value: string | null | undefined): string[] {
  if (!value) return [];
  return value.split(SELECT_MANY_SEPARATOR).filter((part) => part !== '');
}

function serialise(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return joinSelectMany(value.map(String));
  if (value instanceof Date) return moment(value).format(DATE_FIELD_FORMAT);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The submitted shape of one field: SELECT_MANY_LIST arrays are pipe-joined, dates become MM/DD/YYYY,
 * PERSON_INFO objects JSON, checkboxes 'true'/'false', and a missing value ''. The mapping is copied only
 * when the definition has one, so the JSON body carries no null mapping.
 */
export function toCustomFieldValue(
  def: { name: string; mapping?: string | null },
  value: unknown,
): CustomFieldValue {
  const result: CustomFieldValue = { fieldName: def.name, value: serialise(value) };
  if (def.mapping) result.mapping = def.mapping;
  return result;
}
