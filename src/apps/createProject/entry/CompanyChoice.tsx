// The company (or organisation) selector (part 2 §2.2): active companies sorted by name, OK and Cancel;
// Cancel returns home.
import { useLocation } from 'wouter';
import type { ClientConfig } from '../../../platform/domain/entities/clientConfig';
import { useMessages } from '../../../ui/uiLocale';
import { MESSAGES } from '../../../platform/validation/messages';
import { FormActions } from '../../../ui/form/FormActions';
import { KitForm } from '../../../ui/form/KitForm';
import { RadioGroupField } from '../../../ui/form/RadioGroupField';
import { createProjectMessages } from '../messages';

export function CompanyChoice({
  clients,
  prompt,
  homeHref,
  onChoose,
}: {
  clients: readonly ClientConfig[];
  prompt: string;
  homeHref: string;
  onChoose: (client: ClientConfig) => void;
}) {
  const t = useMessages(createProjectMessages);
  const [, navigate] = useLocation();
  return (
    <KitForm<{ clientId?: string }>
      aria-label={t('createProject.company.form')}
      className="grid max-w-md gap-4"
      onSubmit={({ clientId }) => {
        const client = clients.find((c) => c.clientId === clientId);
        if (!client) return { clientId: MESSAGES.REQUIRED };
        onChoose(client);
        return undefined;
      }}
    >
      <RadioGroupField
        name="clientId"
        label={prompt}
        required
        options={clients.map((c) => ({ value: c.clientId, label: c.companyName }))}
      />
      <FormActions
        submitLabel={t('createProject.company.ok')}
        cancelLabel={t('createProject.company.cancel')}
        onCancel={() => navigate(homeHref)}
      />
    </KitForm>
  );
}
