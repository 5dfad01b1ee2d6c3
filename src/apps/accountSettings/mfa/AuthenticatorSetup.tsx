// The authenticator-app setup step: numbered steps, the QR code of the otpauth URI, the secret to copy, and
// the 6-digit code that turns the app on. A wrong code shows the invalid-code message under the form and
// keeps what was typed.
import type { RefObject } from 'react';
import { AUTHENTICATOR_SETUP_STEPS, groupedSecret } from '../../../platform/domain/authenticatorApp';
import { MFA_CODE_LENGTH } from '../../../platform/domain/constants';
import type { AuthenticatorSetup as Setup } from '../../../platform/flows/authenticatorMfa';
import { submitErrors, validateWith } from '../../../platform/react/forms';
import { useMessages } from '../../../ui/uiLocale';
import { mfaCodeFormSchema } from '../../../platform/validation/signInSchemas';
import { FormActions } from '../../../ui/form/FormActions';
import { KitForm } from '../../../ui/form/KitForm';
import { TextField } from '../../../ui/form/TextField';
import { accountSettingsMessages } from '../messages';
import { CopyText } from './CopyText';
import { QrCode } from './QrCode';

interface Values {
  code?: string;
}

const validate = validateWith<Values>(mfaCodeFormSchema);

export function AuthenticatorSetup({
  setup,
  onVerify,
  onBack,
  headingRef,
}: {
  setup: Setup;
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
  /** The step's heading, focused when the step replaces the summary (MfaDialog). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useMessages(accountSettingsMessages);
  const submit = async (values: Values) => {
    try {
      await onVerify(values.code ?? '');
    } catch (error) {
      return submitErrors(error);
    }
    return undefined;
  };
  return (
    <div className="grid gap-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-medium text-slate-900 focus:outline-none">
        {t('accountSettings.mfa.setupHeading')}
      </h3>
      <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-700">
        {AUTHENTICATOR_SETUP_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <QrCode text={setup.uri} label={t('accountSettings.mfa.qrLabel')} />
        <CopyText
          label={t('accountSettings.mfa.secretKey')}
          copyLabel={t('accountSettings.mfa.copySecret')}
          value={setup.secret}
          display={groupedSecret(setup.secret)}
        />
      </div>
      <KitForm<Values>
        validate={validate}
        onSubmit={submit}
        className="grid gap-3"
        aria-label={t('accountSettings.mfa.verifyForm')}
      >
        <TextField
          name="code"
          label={t('accountSettings.mfa.code')}
          description={t('accountSettings.mfa.codeDescription', { digits: MFA_CODE_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MFA_CODE_LENGTH + 2}
          required
        />
        <FormActions
          submitLabel={t('accountSettings.mfa.verify')}
          busyLabel={t('accountSettings.mfa.verifying')}
          cancelLabel={t('accountSettings.mfa.back')}
          onCancel={onBack}
        />
      </KitForm>
    </div>
  );
}
