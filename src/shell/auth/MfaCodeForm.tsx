import { MFA_CODE_LENGTH } from '../../platform/domain/constants';
import { validateWith } from '../../platform/react/forms';
import { mfaCodeFormSchema } from '../../platform/validation/signInSchemas';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm } from '../../ui/form/KitForm';
import { TextField } from '../../ui/form/TextField';
import { useMessages } from '../../ui/uiLocale';
import { signInMessages } from './messages';

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
  const t = useMessages(signInMessages);
  return (
    <KitForm<Values>
      validate={validate}
      onSubmit={(values) => onSubmit((values.code ?? '').trim())}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">{t('shell.signIn.mfaPrompt', { digits: MFA_CODE_LENGTH })}</p>
      <TextField
        name="code"
        label={t('shell.signIn.mfaCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={MFA_CODE_LENGTH + 2}
        required
        autoFocus
      />
      <FormActions
        submitLabel={t('shell.signIn.verify')}
        cancelLabel={t('shell.signIn.back')}
        onCancel={onCancel}
        busy={busy}
        stretch
      />
    </KitForm>
  );
}
