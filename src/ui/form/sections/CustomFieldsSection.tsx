// The custom-field engine: a client's custom fields of one category (PROJECT on request forms, the
// escalation drawer and Coupa; USER on sign-up), each rendered by its type, shown when its visible flag is
// set or its first visibleIf condition matches another field's current value. Values live under
// `name` keyed by customFieldFormKey; the host starts the form with customFieldInitialValues (the
// defaults) and sends customFieldValues(definitions, customValuesFromForm(values[name]), category).
import {
  customFieldFormKey,
  customValuesFromForm,
  isCustomFieldVisible,
  isOfCategory,
} from '../../../platform/domain/customFields';
import type { CustomFieldDefinition } from '../../../platform/domain/entities/customField';
import type { CustomFieldCategory } from '../../../platform/domain/enums';
import { CustomField } from './CustomField';
import { useFormSelector } from '../useFormSelector';
import { fieldPath, valueAt } from './formPath';

export interface CustomFieldsSectionProps {
  definitions: readonly CustomFieldDefinition[];
  category: CustomFieldCategory;
  /** Where the values sit in the form (default 'customFields'). */
  name?: string;
  className?: string;
}

export function CustomFieldsSection({
  definitions,
  category,
  name = 'customFields',
  className,
}: CustomFieldsSectionProps) {
  // Which fields show follows the values typed; re-render only when that changes, not on every keystroke.
  const shownNames = useFormSelector((values) => {
    const current = customValuesFromForm(valueAt(values, name) as Record<string, unknown> | undefined);
    return definitions
      .filter((def) => isOfCategory(def, category) && isCustomFieldVisible(def, current))
      .map((def) => def.name);
  });
  const shown = definitions.filter((def) => shownNames.includes(def.name));
  if (shown.length === 0) return null;
  return (
    <div className={className ?? 'grid gap-4'}>
      {shown.map((def) => (
        <CustomField key={def.name} definition={def} name={fieldPath(name, customFieldFormKey(def.name))} />
      ))}
    </div>
  );
}
