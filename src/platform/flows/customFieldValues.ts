// A request's custom project fields (part 2 §3, §5): which are visible, which visible ones lack a required
// value or break their regex / person-info rules, and the {fieldName, mapping, value} list that is sent.
import { categoryOf, isCustomFieldVisible, splitSelectMany, toCustomFieldValue } from '../domain/customFields';
import type { CustomFieldDefinition, CustomFieldValue } from '../domain/entities/customField';
import { regexWithMessage } from '../validation/fieldSchemas';
import { MESSAGES } from '../validation/messages';
import { parsePersonInfo, personInfoSchema } from '../validation/personInfo';
import { validateField, validateSync, type FieldErrors } from '../validation/validateSync';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Given values over the definitions' defaults, for the project fields only. */
export function projectFieldValues(
  definitions: readonly CustomFieldDefinition[],
  given: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const def of definitions.filter((d) => categoryOf(d) === 'PROJECT')) {
    values[def.name] = def.name in given ? given[def.name] : (def.defaultValue ?? undefined);
  }
  return values;
}

export function customFieldErrors(
  definitions: readonly CustomFieldDefinition[],
  values: Readonly<Record<string, unknown>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const def of definitions) {
    if (categoryOf(def) !== 'PROJECT' || !isCustomFieldVisible(def, values)) continue;
    const value = values[def.name];
    const key = `customFields.${def.name}`;
    if (def.type === 'PERSON_INFO') {
      const problems = validateSync(personInfoSchema({ required: !!def.required, regex: def.validationRegex, regexMessage: def.validationMessage }), parsePersonInfo(value));
      const first = Object.values(problems)[0];
      if (first) errors[key] = first;
      continue;
    }
    if (isBlank(value)) {
      if (def.required) errors[key] = MESSAGES.REQUIRED;
      continue;
    }
    // LISTONLY and SELECT_MANY_LIST take their options only (LIST also allows free text); a form's select
    // enforces it, a command line or a scenario must be told.
    if ((def.type === 'LISTONLY' || def.type === 'SELECT_MANY_LIST') && def.options?.length) {
      const chosen = Array.isArray(value) ? value.map(String) : def.type === 'SELECT_MANY_LIST' ? splitSelectMany(String(value)) : [String(value)];
      const unknown = chosen.filter((v) => !def.options!.includes(v));
      if (unknown.length) errors[key] = `${unknown.join(', ')}: choose from ${def.options.join(', ')}`;
      continue;
    }
    if (typeof value === 'string') {
      const problem = validateField(regexWithMessage(def.validationRegex, def.validationMessage), value);
      if (problem) errors[key] = problem;
    }
  }
  return errors;
}

/** The submitted list: visible project fields that have a value. */
export function customFieldValues(
  definitions: readonly CustomFieldDefinition[],
  values: Readonly<Record<string, unknown>>,
): CustomFieldValue[] {
  return definitions
    .filter((def) => categoryOf(def) === 'PROJECT' && isCustomFieldVisible(def, values) && !isBlank(values[def.name]))
    .map((def) => toCustomFieldValue(def, values[def.name]));
}
