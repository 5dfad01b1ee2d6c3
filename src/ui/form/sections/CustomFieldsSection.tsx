// The custom-field engine: a client's custom fields of one category (PROJECT on request forms, the
// escalation drawer and Coupa; USER on sign-up), each rendered by its type, shown when its visible flag is
// set or its first visibleIf condition matches another field's current value. Values live under
// `name` keyed by customFieldFormKey; the host starts the form with customFieldInitialValues (the
// defaults) and sends customFieldValues(definitions, customValuesFromForm(values[name]), category).
import { useFormState } from 'react-final-form';
import { customFieldFormKey, customValuesFromForm, isCustomFieldVisible, isOfCategory } from '../../../platform/domain/customFields';
import type { CustomFieldDefinition } from '../../../platform/domain/entities/customField';
import type { CustomFieldCategory } from '../../../platform/domain/enums';
import { CustomField } from './CustomField';
import { fieldPath, valueAt } from './formPath';

export interface CustomFieldsSectionProps {
  definitions: readonly CustomFieldDefinition[];
  category: CustomFieldCategory;
  /** Where the values sit in the form (default 'customFields'). */
  name?: string;
  className?: string;
}

export function CustomFieldsSection({ definitions, category, name = 'customFields', className }: CustomFieldsSectionProps) {
  const { values } = useFormState({ subscription: { values: true } });
  const current = customValuesFromForm(valueAt(values, name) as Record<string, unknown> | undefined);
  const shown = definitions.filter((def) => isOfCategory(def, category) && isCustomFieldVisible(def, current));
  if (shown.length === 0) return null;
  return (
    <div className={className ?? 'grid gap-4'}>
      {shown.map((def) => (
        <CustomField key={def.name} definition={def} name={fieldPath(name, customFieldFormKey(def.name))} />
      ))}
    </div>
  );
}
