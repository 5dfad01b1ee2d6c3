import { customFieldInitialValues, customValuesFromForm } from '../../platform/domain/customFields';
import type { CustomFieldDefinition } from '../../platform/domain/entities/customField';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm, type SubmitResult } from '../../ui/form/KitForm';
import { CustomFieldsSection } from '../../ui/form/sections/CustomFieldsSection';
import { SIGN_UP_LABELS as L } from './texts';

interface CustomValuesForm {
  customFields?: Record<string, unknown>;
}

export function CustomValuesPhase({
  definitions,
  onSubmit,
  onCancel,
}: {
  definitions: readonly CustomFieldDefinition[];
  onSubmit: (values: Record<string, unknown>) => Promise<SubmitResult>;
  onCancel: () => void;
}) {
  return (
    <KitForm<CustomValuesForm>
      aria-label={L.phases.customValues}
      initialValues={{ customFields: customFieldInitialValues(definitions, 'USER') }}
      onSubmit={(values) => onSubmit(customValuesFromForm(values.customFields))}
      className="grid gap-4"
    >
      <CustomFieldsSection definitions={definitions} category="USER" />
      <FormActions
        submitLabel={L.createAccount}
        busyLabel={L.creating}
        cancelLabel={L.cancel}
        onCancel={onCancel}
      />
    </KitForm>
  );
}
