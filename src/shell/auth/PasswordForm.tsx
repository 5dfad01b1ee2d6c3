import { validateWith } from '../../platform/react/forms';
import { signInSchema } from '../../platform/validation/signInSchemas';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm } from '../../ui/form/KitForm';
import { TextField } from '../../ui/form/TextField';

interface Values {
  username?: string;
  password?: string;
}

const validate = validateWith<Values>(signInSchema);

/** Username and password; empty fields are caught here, everything else is the identity service's call. */
export function PasswordForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (username: string, password: string) => void;
}) {
  return (
    <KitForm<Values>
      validate={validate}
      onSubmit={(values) => onSubmit((values.username ?? '').trim(), values.password ?? '')}
      className="space-y-4"
    >
      <TextField name="username" label="Username" autoComplete="username" required />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
      <FormActions submitLabel="Sign in" busy={busy} stretch />
    </KitForm>
  );
}
