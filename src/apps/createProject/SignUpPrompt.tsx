// The sign-up prompt after a visitor's request (part 2 §2.3): password, repeat and agreement; the account
// is created by the sign-up flow (signUpAfterRequest) with the request's contact, and the answer says a
// verification e-mail was sent. Not shown when the client disables self-registration.
import { useState } from 'react';
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import type { ContactInfo } from '../../platform/domain/entities/project';
import { signUpAfterRequest } from '../../platform/flows/signUp';
import { activeLabels } from '../../platform/i18n/runtime';
import { SIGN_UP_TEXTS } from '../../platform/flows/signUpTexts';
import { submitErrors, validateWith } from '../../platform/react/forms';
import { useHttpClient } from '../../platform/react/platformStore';
import { useMessages } from '../../ui/uiLocale';
import { signUpPromptSchema } from '../../platform/validation/accountSchemas';
import { Alert } from '../../ui/Alert';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm } from '../../ui/form/KitForm';
import { TextField } from '../../ui/form/TextField';
import { createProjectMessages } from './messages';

/** The prompt's words, each said in the language active when it is read. */
export const SIGN_UP_PROMPT_TEXTS = activeLabels(createProjectMessages, {
  title: 'createProject.signUp.title',
  intro: 'createProject.signUp.intro',
  password: 'createProject.signUp.password',
  repeatPassword: 'createProject.signUp.repeatPassword',
  agreement: 'createProject.signUp.agreement',
  submit: 'createProject.signUp.submit',
  busy: 'createProject.signUp.busy',
});

interface PromptValues {
  password?: string;
  repeatPassword?: string;
  agreement?: boolean;
}

export function SignUpPrompt({ client, contact }: { client: ClientConfig; contact: ContactInfo }) {
  // The words (T, SIGN_UP_TEXTS) are read as this renders: a change of language renders this again.
  useMessages(createProjectMessages);
  const http = useHttpClient();
  const [created, setCreated] = useState(false);
  const T = SIGN_UP_PROMPT_TEXTS;
  if (created)
    return (
      <Alert kind="success" title={SIGN_UP_TEXTS.accountCreated.title}>
        {SIGN_UP_TEXTS.accountCreated.message}
      </Alert>
    );
  const onSubmit = async (values: PromptValues) => {
    try {
      await signUpAfterRequest(http, {
        client,
        email: contact.email,
        firstName: contact.firstName,
        lastName: contact.lastName,
        address:
          contact.address1 && contact.country?.id
            ? {
                address1: contact.address1,
                address2: contact.address2,
                city: contact.city ?? '',
                zipCode: contact.zipCode ?? '',
                country: contact.country,
                province: contact.province ?? null,
              }
            : undefined,
        password: values.password ?? '',
        repeatPassword: values.repeatPassword ?? '',
        agreement: values.agreement === true,
      });
    } catch (error) {
      return submitErrors(error);
    }
    setCreated(true);
    return undefined;
  };
  return (
    <section
      aria-labelledby="sign-up-prompt"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="sign-up-prompt" className="text-lg font-semibold text-slate-900">
        {T.title}
      </h2>
      <p className="text-sm text-slate-700">{T.intro}</p>
      <KitForm<PromptValues>
        aria-label={T.title}
        initialValues={{ agreement: false }}
        validate={validateWith<PromptValues>(signUpPromptSchema)}
        onSubmit={onSubmit}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField name="password" label={T.password} type="password" autoComplete="new-password" required />
        <TextField
          name="repeatPassword"
          label={T.repeatPassword}
          type="password"
          autoComplete="new-password"
          required
        />
        <CheckboxField name="agreement" label={T.agreement} required className="sm:col-span-2" />
        <FormActions submitLabel={T.submit} busyLabel={T.busy} className="sm:col-span-2" />
      </KitForm>
    </section>
  );
}
