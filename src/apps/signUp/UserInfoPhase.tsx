import type { SignUpUserInput } from '../../platform/flows/signUp';
import { validateWith } from '../../platform/react/forms';
import { signUpUserInfoSchema } from '../../platform/validation/accountSchemas';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm, type SubmitResult } from '../../ui/form/KitForm';
import { TextField } from '../../ui/form/TextField';
import { SIGN_UP_LABELS as L } from './texts';

const validate = validateWith<Partial<SignUpUserInput>>(signUpUserInfoSchema);

export function UserInfoPhase({
  onSubmit,
  onCancel,
}: {
  onSubmit: (user: SignUpUserInput) => Promise<SubmitResult>;
  onCancel: () => void;
}) {
  return (
    <KitForm<Partial<SignUpUserInput>>
      aria-label={L.phases.userInfo}
      validate={validate}
      initialValues={{ agreement: false }}
      onSubmit={(values) => onSubmit(values as SignUpUserInput)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField name="firstName" label={L.firstName} required autoComplete="given-name" />
      <TextField name="lastName" label={L.lastName} required autoComplete="family-name" />
      <TextField
        name="email"
        label={L.email}
        type="email"
        required
        autoComplete="email"
        className="sm:col-span-2"
      />
      <TextField name="password" label={L.password} type="password" required autoComplete="new-password" />
      <TextField
        name="repeatPassword"
        label={L.repeatPassword}
        type="password"
        required
        autoComplete="new-password"
      />
      <CheckboxField name="agreement" label={L.agreement} required className="sm:col-span-2" />
      <FormActions
        submitLabel={L.next}
        busyLabel={L.lookingUp}
        cancelLabel={L.cancel}
        onCancel={onCancel}
        className="sm:col-span-2"
      />
    </KitForm>
  );
}
