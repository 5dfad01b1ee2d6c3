import { AuthError } from '../../platform/auth/authErrors';
import { PASSWORD_RESET_TEXTS as T } from '../../platform/flows/passwordResetTexts';
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
  return (
    <KitForm<ResetPasswordValues> validate={validate} onSubmit={onSubmit} className="space-y-4">
      <TextField
        name="code"
        label={T.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        autoFocus
      />
      <TextField
        name="newPassword"
        label={T.newPassword}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        name="repeatPassword"
        label={T.repeatPassword}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormActions submitLabel={T.submit} busyLabel={T.busy} stretch />
    </KitForm>
  );
}
