// A PERSON_INFO custom field: first name, last name and e-mail of a person, as one value
// {firstName, lastName, email} (sent as JSON). Each part shows its own message ('First name is required.',
// ...); an optional field left completely empty is accepted (part 1 §5).
import { useId } from 'react';
import { isCustomFieldDisabled } from '../../../platform/domain/customFields';
import type { CustomFieldDefinition } from '../../../platform/domain/entities/customField';
import { personInfoErrors, type PersonInfoErrors } from '../../../platform/validation/customFieldRules';
import { TextField } from '../TextField';
import { fieldPath, valueAt } from './formPath';
import { activeLabels } from '../../../platform/i18n/runtime';
import { formMessages } from '../messages';
import { useUiLocale } from '../../uiLocale';

/** In the language active when read. */
export const PERSON_INFO_LABELS = activeLabels(formMessages, {
  firstName: 'form.firstName',
  lastName: 'form.lastName',
  email: 'form.email',
});

export function PersonInfoField({
  definition: def,
  name,
}: {
  definition: CustomFieldDefinition;
  name: string;
}) {
  useUiLocale();
  const legendId = useId();
  const disabled = isCustomFieldDisabled(def);
  // Each part is checked against the whole person: whether the others are filled decides if it is needed.
  const part = (key: keyof PersonInfoErrors) => (_: unknown, values: object) =>
    personInfoErrors(def, valueAt(values, name))[key];
  return (
    <fieldset
      aria-labelledby={legendId}
      className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
    >
      <legend id={legendId} className="px-1 text-sm font-medium text-slate-800">
        {def.name}
        {def.required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {def.description ? <p className="text-sm text-slate-600 sm:col-span-2">{def.description}</p> : null}
      <TextField
        name={fieldPath(name, 'firstName')}
        label={PERSON_INFO_LABELS.firstName}
        required={!!def.required}
        disabled={disabled}
        validate={part('firstName')}
      />
      <TextField
        name={fieldPath(name, 'lastName')}
        label={PERSON_INFO_LABELS.lastName}
        required={!!def.required}
        disabled={disabled}
        validate={part('lastName')}
      />
      <TextField
        name={fieldPath(name, 'email')}
        label={PERSON_INFO_LABELS.email}
        type="email"
        required={!!def.required}
        disabled={disabled}
        validate={part('email')}
        className="sm:col-span-2"
      />
    </fieldset>
  );
}
