import { useState, type FormEvent } from 'react';
import { MFA_CODE_LENGTH } from '../../platform/domain/constants';
import { MESSAGES } from '../../platform/validation/messages';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';

const CODE_PATTERN = new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`);

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
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = code.replace(/\s/g, '');
  const formatError = !trimmed
    ? MESSAGES.REQUIRED
    : CODE_PATTERN.test(trimmed)
      ? undefined
      : MESSAGES.MFA_CODE_FORMAT;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!formatError) onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Enter the {MFA_CODE_LENGTH}-digit code shown by your authenticator app.
      </p>
      <TextInput
        label="Authentication code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={MFA_CODE_LENGTH + 2}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={touched ? formatError : undefined}
      />
      <div className="flex gap-3">
        <Button type="submit" busy={busy} className="flex-1">
          Verify
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Back
        </Button>
      </div>
    </form>
  );
}
