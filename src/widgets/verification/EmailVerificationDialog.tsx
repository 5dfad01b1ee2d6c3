// The e-mail verification dialog shared by sign-up (part 1) and a visitor's request (part 2): a code is
// sent when it opens; Verify is enabled at six characters; Resend clears the code and sends another; an
// invalid or expired code shows the invalid-code message under the field; success hands the verified
// code to the host. The behaviour is the platform's state machine; this binds it to the kit's FormDialog.
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { EMAIL_CODE_LENGTH } from '../../platform/domain/constants';
import {
  createEmailVerification,
  type EmailVerification,
  type EmailVerificationState,
} from '../../platform/flows/emailVerificationDialog';
import { MESSAGES } from '../../platform/validation/messages';
import { useHttpClient } from '../../platform/react/platformStore';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FormDialog } from '../../ui/form/FormDialog';
import { TextField } from '../../ui/form/TextField';
import { VERIFICATION_TEXTS as TEXTS } from './texts';
import { useUiLocale } from '../../ui/uiLocale';

export interface EmailVerificationDialogProps {
  open: boolean;
  email: string;
  /** The code was accepted; the host continues (submits, creates the account) and closes the dialog. */
  onVerified: (code: string) => void;
  onClose: () => void;
}

interface CodeValues {
  code?: string;
}

const noSubscription = () => () => undefined;
const noState = () => undefined;

/** One state machine per opening of the dialog: each opening sends a fresh code. */
function useVerification(open: boolean, email: string, onVerified: (code: string) => void) {
  const http = useHttpClient();
  const report = useRef(onVerified);
  useEffect(() => {
    report.current = onVerified;
  });
  const [machine, setMachine] = useState<EmailVerification>();
  useEffect(() => {
    if (!open) return undefined;
    const created = createEmailVerification(http, email, { onVerified: (code) => report.current(code) });
    setMachine(created);
    void created.open();
    return () => {
      created.close();
      setMachine(undefined);
    };
  }, [open, email, http]);
  const state = useSyncExternalStore(machine?.subscribe ?? noSubscription, machine?.getState ?? noState);
  return { machine, state };
}

export function EmailVerificationDialog({ open, email, onVerified, onClose }: EmailVerificationDialogProps) {
  useUiLocale();
  const { machine, state } = useVerification(open, email, onVerified);

  async function verify() {
    if (!machine) return undefined;
    if (!machine.getState().canVerify) return { code: MESSAGES.VERIFICATION_CODE_LENGTH };
    if (await machine.verify()) return undefined;
    const error = machine.getState().error;
    // The refused code is the field's problem; a failed call is the form's.
    return error === MESSAGES.INVALID_VERIFICATION_CODE ? { code: error } : { [FORM_ERROR]: error };
  }

  return (
    <FormDialog<CodeValues>
      open={open}
      onClose={onClose}
      title={TEXTS.title}
      description={TEXTS.sentTo(email)}
      size="sm"
      submitLabel={TEXTS.verify}
      busyLabel={TEXTS.verifying}
      cancelLabel={TEXTS.cancel}
      submitDisabled={!state?.canVerify}
      onSubmit={verify}
    >
      {machine && state ? <DialogBody machine={machine} state={state} /> : null}
    </FormDialog>
  );
}

function DialogBody({ machine, state }: { machine: EmailVerification; state: EmailVerificationState }) {
  const form = useForm<CodeValues>();
  const { values } = useFormState<CodeValues>({ subscription: { values: true } });
  const code = values.code ?? '';
  // The machine decides when Verify is enabled: it follows what is typed.
  useEffect(() => machine.setCode(code), [machine, code]);

  const resend = () => {
    form.change('code', undefined);
    form.resetFieldState('code');
    void machine.resend();
  };

  return (
    <>
      <TextField
        name="code"
        label={TEXTS.codeLabel}
        description={TEXTS.codeDescription}
        required
        maxLength={EMAIL_CODE_LENGTH}
        autoComplete="one-time-code"
        autoFocus
      />
      {state.sendError ? <Alert kind="error">{state.sendError}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-slate-600">
          {state.phase === 'sending' ? TEXTS.sending : state.sent > 1 ? TEXTS.resent : ''}
        </p>
        <Button variant="outline" onClick={resend} disabled={!state.canResend}>
          {TEXTS.resend}
        </Button>
      </div>
    </>
  );
}
