import { MFA_CODE_LENGTH, MFA_CODE_WORDS } from '../../platform/domain/constants';
import { validateWith } from '../../platform/react/forms';
import { mfaCodeFormSchema } from '../../platform/validation/signInSchemas';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm } from '../../ui/form/KitForm';
import { TextField } from '../../ui/form/TextField';

interface Values {
  code?: string;
}

const validate = validateWith<Values>(mfaCodeFormSchema);

/** The SOFTWARE_TOKEN_MFA step: the 6-digit code of the user's authenticator app. */
export function MfaCodeForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  return (
    <KitForm<Values>
      validate={validate}
      onSubmit={(values) => onSubmit((values.code ?? '').trim())}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">Enter the {MFA_CODE_WORDS} your authenticator app shows.</p>
      <TextField
        name="code"
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={MFA_CODE_LENGTH + 2}
        required
        autoFocus
      />
      <FormActions submitLabel="Verify" cancelLabel="Back" onCancel={onCancel} busy={busy} stretch />
    </KitForm>
  );
}
