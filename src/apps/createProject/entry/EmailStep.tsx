// A visitor's first step (part 2 §2.2): the e-mail, whose domain finds the company's form.
import { visitorEntry, type CreateRequestEntry } from '../../../platform/flows/createRequestEntry';
import { submitErrors } from '../../../platform/react/forms';
import { useHttpClient } from '../../../platform/react/platformStore';
import { requestEmailSchema } from '../../../platform/validation/requestForm';
import { validateField } from '../../../platform/validation/validateSync';
import { FormActions } from '../../../ui/form/FormActions';
import { KitForm } from '../../../ui/form/KitForm';
import { TextField } from '../../../ui/form/TextField';

const emailRule = requestEmailSchema(undefined);

export function EmailStep({ onAnswer }: { onAnswer: (entry: CreateRequestEntry) => void }) {
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
    <KitForm<{ email?: string }> onSubmit={onSubmit} aria-label="Your e-mail" className="grid max-w-md gap-4">
      <p className="text-slate-700">Enter your e-mail address to find your company’s request form.</p>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        validate={(value) => validateField(emailRule, value)}
      />
      <FormActions submitLabel="Continue" busyLabel="Looking up…" />
    </KitForm>
  );
}
