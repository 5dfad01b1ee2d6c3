// One custom field of a client (part 1 §3, part 2 §3): the kit's field for its type, with the definition's
// label, description, required marker and disabled flag, checked by the platform's rule for that type.
// A type this build does not know shows 'Unknown custom field type' instead of a control.
import { isCustomFieldDisabled, isKnownCustomFieldType } from '../../../platform/domain/customFields';
import type { CustomFieldDefinition } from '../../../platform/domain/entities/customField';
import { customFieldError } from '../../../platform/validation/customFieldRules';
import { MESSAGES } from '../../../platform/validation/messages';
import { CheckboxField } from '../CheckboxField';
import { ComboboxField } from '../ComboboxField';
import { DateField } from '../DateField';
import { MultiComboboxField } from '../MultiComboboxField';
import { SelectField } from '../SelectField';
import { TextAreaField } from '../TextAreaField';
import { TextField } from '../TextField';
import { PersonInfoField } from './PersonInfoField';

export interface CustomFieldProps {
  definition: CustomFieldDefinition;
  /** The field's path in the form's values. */
  name: string;
}

export function CustomField({ definition: def, name }: CustomFieldProps) {
  if (!isKnownCustomFieldType(def.type)) {
    return (
      <div>
        <p className="mb-1 text-sm font-medium text-slate-800">{def.name}</p>
        <p className="text-sm text-red-700">{MESSAGES.UNKNOWN_CUSTOM_FIELD_TYPE}</p>
      </div>
    );
  }
  const common = {
    name,
    label: def.name,
    description: def.description ?? undefined,
    required: !!def.required,
    disabled: isCustomFieldDisabled(def),
  };
  const validate = (value: unknown) => customFieldError(def, value);
  const options = (def.options ?? []).map((option) => ({ value: option, label: option }));
  switch (def.type) {
    case 'INPUT_TEXT':
      return <TextField {...common} validate={validate} />;
    case 'TEXT_AREA':
      return <TextAreaField {...common} validate={validate} />;
    case 'LISTONLY':
      return <SelectField {...common} options={options} validate={validate} />;
    case 'LIST':
      // Free text is allowed besides the options.
      return <ComboboxField {...common} options={options} allowCustomValue validate={validate} />;
    case 'SELECT_MANY_LIST':
      return <MultiComboboxField {...common} options={options} validate={validate} />;
    case 'DATE':
      return <DateField {...common} validate={validate} />;
    case 'CHECKBOX':
      return <CheckboxField {...common} validate={validate} />;
    case 'PERSON_INFO':
      return <PersonInfoField definition={def} name={name} />;
  }
}
