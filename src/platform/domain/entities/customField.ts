// Client-defined custom fields (project fields on the request forms, user fields on sign-up) and the
// values submitted for them. Values always travel as strings: SELECT_MANY_LIST joins with '|', DATE is
// MM/DD/YYYY, PERSON_INFO is the JSON of a PersonInfoValue.

import type { CustomFieldCategory, CustomFieldType } from '../enums';

/** A field is visible by its flag, or when its first condition matches another field's value. */
export interface VisibleIfCondition {
  fieldName: string;
  value: string;
}

export interface CustomFieldDefinition {
  name: string;
  type: CustomFieldType;
  required?: boolean;
  disabled?: boolean;
  visible?: boolean;
  visibleIf?: VisibleIfCondition[];
  defaultValue?: string | null;
  description?: string | null;
  /** Choices of LISTONLY, LIST and SELECT_MANY_LIST. */
  options?: string[];
  validationRegex?: string | null;
  validationMessage?: string | null;
  /** The provider-side field the value maps to; sent back with the value. */
  mapping?: string;
  /** Missing means PROJECT. */
  category?: CustomFieldCategory;
}

export interface CustomFieldValue {
  fieldName: string;
  value: string;
  mapping?: string;
}

/** The parsed value of a PERSON_INFO field. */
export interface PersonInfoValue {
  firstName: string;
  lastName: string;
  email: string;
}
