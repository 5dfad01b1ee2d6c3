// Rules of custom field definitions (spec part 1 §3, part 2 §3): visibility, category, disabled, defaults,
// SELECT_MANY_LIST encoding, the form's value shape per type and the submitted value shape.
import moment from 'moment';
import { DATE_FIELD_FORMAT, SELECT_MANY_SEPARATOR } from './constants';
import { CUSTOM_FIELD_TYPES, type CustomFieldCategory, type CustomFieldType } from './enums';
import type { CustomFieldValue, PersonInfoValue } from './entities/customField';

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

/** One of the eight types this build renders; anything else shows 'Unknown custom field type'. */
export function isKnownCustomFieldType(type: unknown): type is CustomFieldType {
  return (CUSTOM_FIELD_TYPES as readonly unknown[]).includes(type);
}

/** A field of the given category (a missing category counts as PROJECT). */
export function isOfCategory(def: { category?: string | null }, category: CustomFieldCategory): boolean {
  return categoryOf(def) === category;
}

export function isCustomFieldDisabled(def: { disabled?: boolean | null }): boolean {
  return def.disabled === true;
}

/**
 * A stored (or default, or typed-on-a-command-line) value in the shape a form holds it: SELECT_MANY_LIST
 * as a list, CHECKBOX as a boolean, PERSON_INFO as {firstName, lastName, email}; the rest as text.
 * toCustomFieldValue turns each shape back into the same string.
 */
export function customFieldFormValue(
  def: { type: string },
  stored: unknown,
): string | boolean | string[] | PersonInfoValue | undefined {
  if (stored === undefined || stored === null) return undefined;
  switch (def.type) {
    case 'SELECT_MANY_LIST':
      return Array.isArray(stored) ? stored.map(String) : splitSelectMany(String(stored));
    case 'CHECKBOX':
      return stored === true || String(stored).trim().toLowerCase() === 'true';
    case 'PERSON_INFO': {
      const person = readPersonInfo(stored);
      return {
        firstName: person.firstName ?? '',
        lastName: person.lastName ?? '',
        email: person.email ?? '',
      };
    }
    default:
      return typeof stored === 'object' ? undefined : String(stored);
  }
}

/** The definition's defaultValue in form shape (CHECKBOX without a default starts unchecked). */
export function customFieldDefault(def: { type: string; defaultValue?: string | null }) {
  if (def.type === 'CHECKBOX' && (def.defaultValue === undefined || def.defaultValue === null)) return false;
  return customFieldFormValue(def, def.defaultValue);
}

/** Values for a form of the given category: what was given wins, else the definition's default. */
export function customFieldValuesWithDefaults(
  definitions: readonly {
    name: string;
    type: string;
    defaultValue?: string | null;
    category?: string | null;
  }[],
  given: CustomValues,
  category: CustomFieldCategory,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const def of definitions.filter((d) => isOfCategory(d, category))) {
    values[def.name] = def.name in given ? given[def.name] : customFieldDefault(def);
  }
  return values;
}

/**
 * A PERSON_INFO value as an object, from JSON text or an object; anything unreadable is empty. Strings only:
 * a number typed where a name belongs is not a name.
 */
export function readPersonInfo(value: unknown): Partial<PersonInfoValue> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const record = parsed as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return { firstName: text('firstName'), lastName: text('lastName'), email: text('email') };
}

// Form values hold custom fields under their names, but final-form reads '.', '[' and ']' in a field's
// name as path syntax ('P.O. number' would become nested objects): those characters (and '%', the escape
// itself) are percent-escaped in the key and unescaped when the values are read back.
const FORM_KEY_ESCAPES = /[%.[\]]/g;

/** The key of a custom field in a form's values, safe as a final-form path segment. */
export function customFieldFormKey(name: string): string {
  return name.replace(
    FORM_KEY_ESCAPES,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** A form's custom field record back under the fields' own names (what the rules and payloads use). */
export function customValuesFromForm(
  record: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    values[key.replace(/%(25|2E|5B|5D)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))] =
      value;
  }
  return values;
}

/** The initial values of a form's custom fields of one category: each default in form shape, by form key. */
export function customFieldInitialValues(
  definitions: readonly {
    name: string;
    type: string;
    defaultValue?: string | null;
    category?: string | null;
  }[],
  category: CustomFieldCategory,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(customFieldValuesWithDefaults(definitions, {}, category))) {
    if (value !== undefined) values[customFieldFormKey(name)] = value;
  }
  return values;
}
