import { customFieldInitialValues, customValuesFromForm } from '../../platform/domain/customFields';
import type { CustomFieldDefinition } from '../../platform/domain/entities/customField';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm, type SubmitResult } from '../../ui/form/KitForm';
import { CustomFieldsSection } from '../../ui/form/sections/CustomFieldsSection';
import { signUpMessages } from './messages';
import { useMessages } from '../../ui/uiLocale';

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
  const t = useMessages(signUpMessages);
  return (
    <KitForm<CustomValuesForm>
      aria-label={t('signUp.phase.customValues')}
      initialValues={{ customFields: customFieldInitialValues(definitions, 'USER') }}
      onSubmit={(values) => onSubmit(customValuesFromForm(values.customFields))}
      className="grid gap-4"
    >
      <CustomFieldsSection definitions={definitions} category="USER" />
      <FormActions
        submitLabel={t('signUp.createAccount')}
        busyLabel={t('signUp.creating')}
        cancelLabel={t('signUp.cancel')}
        onCancel={onCancel}
      />
    </KitForm>
  );
}
