// The custom fields of one category (PROJECT on request forms, USER on sign-up; part 1 §3, part 2 §3, §5):
// which visible ones break a rule, and the {fieldName, mapping, value} list that is sent.
import {
  customFieldFormKey,
  isCustomFieldVisible,
  isOfCategory,
  toCustomFieldValue,
} from '../domain/customFields';
import type { CustomFieldDefinition, CustomFieldValue } from '../domain/entities/customField';
import type { CustomFieldCategory } from '../domain/enums';
import { customFieldError, isBlankCustomValue, personInfoErrors } from '../validation/customFieldRules';
import type { FieldErrors } from '../validation/validateSync';

/**
 * Errors of the visible fields of the category, keyed as a form names the fields ('customFields.<key>',
 * PERSON_INFO parts below it, see customFieldFormKey), so submitErrors puts each under its field and the
 * CLI prints the field's name. Hidden fields are not checked.
 */
export function customFieldErrors(
  definitions: readonly CustomFieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  category: CustomFieldCategory,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const def of definitions) {
    if (!isOfCategory(def, category) || !isCustomFieldVisible(def, values)) continue;
    const key = `customFields.${customFieldFormKey(def.name)}`;
    if (def.type === 'PERSON_INFO') {
      for (const [part, message] of Object.entries(personInfoErrors(def, values[def.name])))
        errors[`${key}.${part}`] = message;
      continue;
    }
    const problem = customFieldError(def, values[def.name]);
    if (problem) errors[key] = problem;
  }
  return errors;
}

/** The submitted list: visible fields of the category that have a value, in the definitions' order. */
export function customFieldValues(
  definitions: readonly CustomFieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  category: CustomFieldCategory,
): CustomFieldValue[] {
  return definitions
    .filter(
      (def) =>
        isOfCategory(def, category) &&
        isCustomFieldVisible(def, values) &&
        !isBlankCustomValue(def, values[def.name]),
    )
    .map((def) => toCustomFieldValue(def, values[def.name]));
}
