// Validation of one custom field value (part 1 §3, §5; part 2 §5), whatever shape it arrives in: the form's
// (lists, booleans, person objects) or the command line's and a scenario's (the submitted strings). The
// request form, sign-up, the CLI and the scenario runner all check fields through these functions.
import { customFieldFormValue, isKnownCustomFieldType } from '../domain/customFields';
import type { CustomFieldDefinition } from '../domain/entities/customField';
import { parseDateField } from '../locale/dates';
import { regexWithMessage } from './fieldSchemas';
import { MESSAGES } from './messages';
import { isEmptyPersonInfo, personInfoSchema } from './personInfo';
import { validateField, validateSync } from './validateSync';

type Definition = Pick<
  CustomFieldDefinition,
  'type' | 'required' | 'options' | 'validationRegex' | 'validationMessage'
>;

export type PersonInfoErrors = Partial<Record<'firstName' | 'lastName' | 'email', string>>;

/** No value: nothing typed, chosen or ticked. An unticked checkbox is a value ('false'). */
export function isBlankCustomValue(def: Pick<Definition, 'type'>, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (def.type === 'CHECKBOX') return false;
  if (def.type === 'PERSON_INFO') return isEmptyPersonInfo(customFieldFormValue(def, value) as object);
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** Errors of a PERSON_INFO value under its parts; an optional field left completely empty has none. */
export function personInfoErrors(def: Definition, value: unknown): PersonInfoErrors {
  const schema = personInfoSchema({
    required: !!def.required,
    regex: def.validationRegex,
    regexMessage: def.validationMessage,
  });
  const person = isBlankCustomValue(def, value) ? {} : customFieldFormValue(def, value);
  const errors = validateSync(schema, person);
  const parts: PersonInfoErrors = {};
  for (const key of ['firstName', 'lastName', 'email'] as const) if (errors[key]) parts[key] = errors[key];
  return parts;
}

function choiceError(def: Definition, value: unknown): string | undefined {
  if (!def.options?.length) return undefined;
  const chosen =
    def.type === 'SELECT_MANY_LIST' ? (customFieldFormValue(def, value) as string[]) : [String(value)];
  const unknown = chosen.filter((choice) => !def.options!.includes(choice));
  return unknown.length ? `${unknown.join(', ')}: choose from ${def.options.join(', ')}` : undefined;
}

function dateError(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? MESSAGES.INVALID_FORMAT : undefined;
  return parseDateField(String(value)) ? undefined : MESSAGES.INVALID_FORMAT;
}

function checkboxError(def: Definition, value: unknown): string | undefined {
  const text = String(value).trim().toLowerCase();
  if (text !== 'true' && text !== 'false') return MESSAGES.INVALID_FORMAT;
  // A required checkbox is one the user must tick (as an agreement is).
  return def.required && text !== 'true' ? MESSAGES.REQUIRED : undefined;
}

/**
 * The first problem of a visible field's value, in the spec's words: 'Required'; the regex's
 * validationMessage, else 'Invalid format' (text, text area, free-text list); the PERSON_INFO messages;
 * choices outside a LISTONLY or SELECT_MANY_LIST's options; a DATE that is not MM/DD/YYYY; and
 * 'Unknown custom field type' for a type this build cannot render (nothing can be entered there).
 */
export function customFieldError(def: Definition, value: unknown): string | undefined {
  if (!isKnownCustomFieldType(def.type)) {
    return def.required || !isBlankCustomValue(def, value) ? MESSAGES.UNKNOWN_CUSTOM_FIELD_TYPE : undefined;
  }
  if (def.type === 'PERSON_INFO') return Object.values(personInfoErrors(def, value))[0];
  if (isBlankCustomValue(def, value)) return def.required ? MESSAGES.REQUIRED : undefined;
  switch (def.type) {
    case 'CHECKBOX':
      return checkboxError(def, value);
    case 'LISTONLY':
    case 'SELECT_MANY_LIST':
      return choiceError(def, value);
    case 'DATE':
      return dateError(value);
    default:
      // INPUT_TEXT, TEXT_AREA and LIST (free text allowed): the regex with its message.
      return validateField(regexWithMessage(def.validationRegex, def.validationMessage), String(value));
  }
}
