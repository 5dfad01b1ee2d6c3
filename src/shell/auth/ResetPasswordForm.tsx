import { AuthError } from '../../platform/auth/authErrors';
import { useMessages } from '../../ui/uiLocale';
import { passwordResetMessages } from '../../platform/flows/i18n/passwordReset/messages';
import { submitErrors, validateWith } from '../../platform/react/forms';
import { passwordResetSchema } from '../../platform/validation/accountSchemas';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm } from '../../ui/form/KitForm';
import { TextField } from '../../ui/form/TextField';

export interface ResetPasswordValues {
  code?: string;
  newPassword?: string;
  repeatPassword?: string;
}

const validate = validateWith<ResetPasswordValues>(passwordResetSchema);

// The identity service's answers that belong to one field: the code's (wrong, expired, too many tries)
// under the code, the pool's password policy under the new password. Anything else goes above the button.
const FIELD_OF: Readonly<Record<string, keyof ResetPasswordValues>> = {
  CodeMismatchException: 'code',
  ExpiredCodeException: 'code',
  LimitExceededException: 'code',
  InvalidPasswordException: 'newPassword',
};

/** What a failed reset shows where: an identity answer under its field, else the form's message. */
export function resetFailure(error: unknown): Record<string, unknown> {
  const field =
    error instanceof AuthError && Object.hasOwn(FIELD_OF, error.code) ? FIELD_OF[error.code] : undefined;
  return field ? { [field]: error instanceof Error ? error.message : '' } : submitErrors(error);
}

/** The second step: the mailed code and the new password, typed twice. */
export function ResetPasswordForm({
  onSubmit,
}: {
  onSubmit: (values: ResetPasswordValues) => Promise<unknown>;
}) {
  const tReset = useMessages(passwordResetMessages);
  return (
    <KitForm<ResetPasswordValues> validate={validate} onSubmit={onSubmit} className="space-y-4">
      <TextField
        name="code"
        label={tReset('passwordReset.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        autoFocus
      />
      <TextField
        name="newPassword"
        label={tReset('passwordReset.newPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        name="repeatPassword"
        label={tReset('passwordReset.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormActions
        submitLabel={tReset('passwordReset.submit')}
        busyLabel={tReset('passwordReset.busy')}
        stretch
      />
    </KitForm>
  );
}
