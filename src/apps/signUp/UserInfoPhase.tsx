import type { SignUpUserInput } from '../../platform/flows/signUp';
import { validateWith } from '../../platform/react/forms';
import { signUpUserInfoSchema } from '../../platform/validation/accountSchemas';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm, type SubmitResult } from '../../ui/form/KitForm';
import { TextField } from '../../ui/form/TextField';
import { signUpMessages } from './messages';
import { useMessages } from '../../ui/uiLocale';

const validate = validateWith<Partial<SignUpUserInput>>(signUpUserInfoSchema);

export function UserInfoPhase({
  onSubmit,
  onCancel,
}: {
  onSubmit: (user: SignUpUserInput) => Promise<SubmitResult>;
  onCancel: () => void;
}) {
  const t = useMessages(signUpMessages);
  return (
    <KitForm<Partial<SignUpUserInput>>
      aria-label={t('signUp.phase.userInfo')}
      validate={validate}
      initialValues={{ agreement: false }}
      onSubmit={(values) => onSubmit(values as SignUpUserInput)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField name="firstName" label={t('signUp.firstName')} required autoComplete="given-name" />
      <TextField name="lastName" label={t('signUp.lastName')} required autoComplete="family-name" />
      <TextField
        name="email"
        label={t('signUp.email')}
        type="email"
        required
        autoComplete="email"
        className="sm:col-span-2"
      />
      <TextField
        name="password"
        label={t('signUp.password')}
        type="password"
        required
        autoComplete="new-password"
      />
      <TextField
        name="repeatPassword"
        label={t('signUp.repeatPassword')}
        type="password"
        required
        autoComplete="new-password"
      />
      <CheckboxField name="agreement" label={t('signUp.agreement')} required className="sm:col-span-2" />
      <FormActions
        submitLabel={t('signUp.next')}
        busyLabel={t('signUp.lookingUp')}
        cancelLabel={t('signUp.cancel')}
        onCancel={onCancel}
        className="sm:col-span-2"
      />
    </KitForm>
  );
}
