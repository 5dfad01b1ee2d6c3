import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import { MESSAGES } from '../../platform/validation/messages';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm, type SubmitResult } from '../../ui/form/KitForm';
import { SelectField } from '../../ui/form/SelectField';
import { SIGN_UP_LABELS as L } from './texts';

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
  const options = choices.map((choice) => ({ value: choice.clientId, label: choice.companyName }));
  return (
    <KitForm<{ clientId?: string }>
      aria-label={L.phases.companySelection}
      onSubmit={(values) => onSubmit(values.clientId ?? '')}
      className="grid gap-4"
    >
      <SelectField
        name="clientId"
        label={L.company}
        description={L.companyHint}
        options={options}
        required
        validate={required}
      />
      <FormActions submitLabel={L.next} busyLabel={L.creating} cancelLabel={L.cancel} onCancel={onCancel} />
    </KitForm>
  );
}
