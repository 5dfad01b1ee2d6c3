// The custom fields of one category (PROJECT on request forms, USER on sign-up; part 1 §3, part 2 §3, §5):
// which visible ones break a rule, and the {fieldName, mapping, value} list that is sent.
import { isCustomFieldVisible, isOfCategory, toCustomFieldValue } from '../domain/customFields';
import type { CustomFieldDefinition, CustomFieldValue } from '../domain/entities/customField';
import type { CustomFieldCategory } from '../domain/enums';
import { customFieldError, isBlankCustomValue } from '../validation/customFieldRules';
import type { FieldErrors } from '../validation/validateSync';

/** Errors of the visible fields of the category, keyed 'customFields.<name>'. Hidden fields are not checked. */
export function customFieldErrors(
  definitions: readonly CustomFieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  category: CustomFieldCategory,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const def of definitions) {
    if (!isOfCategory(def, category) || !isCustomFieldVisible(def, values)) continue;
    const problem = customFieldError(def, values[def.name]);
    if (problem) errors[`customFields.${def.name}`] = problem;
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
    .filter((def) => isOfCategory(def, category) && isCustomFieldVisible(def, values) && !isBlankCustomValue(def, values[def.name]))
    .map((def) => toCustomFieldValue(def, values[def.name]));
}
