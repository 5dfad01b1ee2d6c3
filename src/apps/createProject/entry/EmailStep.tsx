// A visitor's first step (part 2 §2.2): the e-mail, whose domain finds the company's form.
import { visitorEntry, type CreateRequestEntry } from '../../../platform/flows/createRequestEntry';
import { submitErrors } from '../../../platform/react/forms';
import { useHttpClient } from '../../../platform/react/platformStore';
import { requestEmailSchema } from '../../../platform/validation/requestForm';
import { useMessages } from '../../../ui/uiLocale';
import { validateField } from '../../../platform/validation/validateSync';
import { FormActions } from '../../../ui/form/FormActions';
import { KitForm } from '../../../ui/form/KitForm';
import { TextField } from '../../../ui/form/TextField';
import { createProjectMessages } from '../messages';

const emailRule = requestEmailSchema(undefined);

export function EmailStep({ onAnswer }: { onAnswer: (entry: CreateRequestEntry) => void }) {
  const t = useMessages(createProjectMessages);
  const http = useHttpClient();
  const onSubmit = async ({ email }: { email?: string }) => {
    try {
      onAnswer(await visitorEntry(http, (email ?? '').trim()));
    } catch (error) {
      return submitErrors(error);
    }
    return undefined;
  };
  return (
    <KitForm<{ email?: string }>
      onSubmit={onSubmit}
      aria-label={t('createProject.email.form')}
      className="grid max-w-md gap-4"
    >
      <p className="text-slate-700">{t('createProject.email.intro')}</p>
      <TextField
        name="email"
        label={t('createProject.email.label')}
        type="email"
        autoComplete="email"
        required
        validate={(value) => validateField(emailRule, value)}
      />
      <FormActions
        submitLabel={t('createProject.email.continue')}
        busyLabel={t('createProject.email.lookingUp')}
      />
    </KitForm>
  );
}
