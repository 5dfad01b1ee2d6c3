import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import { MESSAGES } from '../../platform/validation/messages';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm, type SubmitResult } from '../../ui/form/KitForm';
import { SelectField } from '../../ui/form/SelectField';
import { signUpMessages } from './messages';
import { useMessages } from '../../ui/uiLocale';

const required = (value: unknown) => (value ? undefined : MESSAGES.REQUIRED);

export function CompanySelectionPhase({
  choices,
  onSubmit,
  onCancel,
}: {
  choices: readonly ClientConfig[];
  onSubmit: (clientId: string) => Promise<SubmitResult>;
  onCancel: () => void;
}) {
  const t = useMessages(signUpMessages);
  const options = choices.map((choice) => ({ value: choice.clientId, label: choice.companyName }));
  return (
    <KitForm<{ clientId?: string }>
      aria-label={t('signUp.phase.companySelection')}
      onSubmit={(values) => onSubmit(values.clientId ?? '')}
      className="grid gap-4"
    >
      <SelectField
        name="clientId"
        label={t('signUp.company')}
        description={t('signUp.companyHint')}
        options={options}
        required
        validate={required}
      />
      <FormActions
        submitLabel={t('signUp.next')}
        busyLabel={t('signUp.creating')}
        cancelLabel={t('signUp.cancel')}
        onCancel={onCancel}
      />
    </KitForm>
  );
}
