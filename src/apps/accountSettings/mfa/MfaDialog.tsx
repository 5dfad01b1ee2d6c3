// The MFA dialog (spec part 1 §2): a summary with the authenticator app's toggle, then the app's setup.
// Turning it on starts the setup (AssociateSoftwareToken); it is on once a code verified. Turning it off asks
// first ('Disable Authenticator App MFA'). The status lives in one cache entry, so the profile and the
// organisation users' own row change with it; the next sign-in asks for a code.
import { useState } from 'react';
import {
  beginAuthenticatorSetup,
  type AuthenticatorSetup as Setup,
} from '../../../platform/flows/authenticatorMfa';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { useRuntimeConfig } from '../../../platform/react/platformStore';
import { useAuthenticatorStatus } from '../../../platform/react/queries/authenticatorStatus';
import { useSetMfa } from '../../../platform/react/queries/authenticatorStatusMutations';
import { useAuth } from '../../../platform/react/session';
import { useAsyncAction } from '../../../platform/react/useAsyncAction';
import { useMessages } from '../../../ui/uiLocale';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ConfirmDialog } from '../../../ui/form/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { Toggle } from '../../../ui/Toggle';
import { useStepHeadingFocus } from '../../../ui/useStepHeadingFocus';
import { accountSettingsMessages } from '../messages';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { MfaStatusSentence } from './MfaStatusSentence';

export function MfaDialog({
  open,
  onClose,
  username,
}: {
  open: boolean;
  onClose: () => void;
  username: string;
}) {
  const t = useMessages(accountSettingsMessages);
  const auth = useAuth();
  const { productName } = useRuntimeConfig();
  const status = useAuthenticatorStatus(open);
  const mfa = useSetMfa();
  const [setup, setSetup] = useState<Setup>();
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [notice, setNotice] = useState<'on' | 'off'>();
  // The switch (or Back, or Verify) goes away with its step: focus moves to the new step's heading.
  const stepHeading = useStepHeadingFocus(setup ? 'setup' : 'summary');

  const turnOn = useAsyncAction(async () => {
    setNotice(undefined);
    setSetup(await beginAuthenticatorSetup(auth, { issuer: productName, username }));
  });
  const close = () => {
    setSetup(undefined);
    turnOn.reset();
    setNotice(undefined);
    onClose();
  };
  const verify = async (code: string) => {
    await mfa.confirm(code);
    setSetup(undefined);
    setNotice('on');
  };
  const turnOff = async () => {
    await mfa.disable();
    setNotice('off');
  };

  const enabled = status.data === true;
  return (
    <Dialog open={open} onClose={close} title={t('accountSettings.mfa.settings')} size="md">
      {setup ? (
        <AuthenticatorSetup
          setup={setup}
          onVerify={verify}
          onBack={() => setSetup(undefined)}
          headingRef={stepHeading}
        />
      ) : (
        <div className="grid gap-4">
          <h3 ref={stepHeading} tabIndex={-1} className="font-medium text-slate-900 focus:outline-none">
            {t('accountSettings.mfa.heading')}
          </h3>
          <p className="text-sm text-slate-700">{t('accountSettings.mfa.intro')}</p>
          {status.data === undefined && !status.error ? (
            <Spinner label={t('accountSettings.mfa.checking')} />
          ) : status.error ? (
            <ErrorMessage error={status.error} onRetry={retryOf(status)} />
          ) : (
            <>
              <MfaStatusSentence enabled={enabled} />
              <Toggle
                label={t('accountSettings.mfa.toggle')}
                checked={enabled}
                busy={turnOn.busy}
                onChange={(on) => (on ? void turnOn.run() : setConfirmingOff(true))}
              />
            </>
          )}
          {notice ? (
            <Alert kind="success">
              {t(notice === 'on' ? 'accountSettings.mfa.onNotice' : 'accountSettings.mfa.offNotice')}
            </Alert>
          ) : null}
          <ErrorMessage error={turnOn.error} />
          <div className="flex justify-end">
            <Button variant="outline" onClick={close}>
              {t('accountSettings.mfa.close')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirmingOff}
        onClose={() => setConfirmingOff(false)}
        title={t('accountSettings.mfa.disableTitle')}
        text={t('accountSettings.mfa.disableQuestion')}
        confirmLabel={t('accountSettings.mfa.disable')}
        busyLabel={t('accountSettings.mfa.disabling')}
        cancelLabel={t('accountSettings.cancel')}
        variant="danger"
        onConfirm={turnOff}
        formatError={userFacingMessage}
      />
    </Dialog>
  );
}
