import { validateWith } from '../../platform/react/forms';
import { signInSchema } from '../../platform/validation/signInSchemas';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm } from '../../ui/form/KitForm';
import { TextField } from '../../ui/form/TextField';
import { useMessages } from '../../ui/uiLocale';
import { signInMessages } from './messages';

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
  const t = useMessages(signInMessages);
  return (
    <KitForm<Values>
      validate={validate}
      onSubmit={(values) => onSubmit((values.username ?? '').trim(), values.password ?? '')}
      className="space-y-4"
    >
      <TextField name="username" label={t('shell.signIn.username')} autoComplete="username" required />
      <TextField
        name="password"
        label={t('shell.signIn.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormActions submitLabel={t('shell.signIn.submit')} busy={busy} stretch />
    </KitForm>
  );
}
