import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { resetPassword, sendPasswordResetCode } from '../../platform/flows/passwordReset';
import { useMessages } from '../../ui/uiLocale';
import { passwordResetMessages } from '../../platform/flows/i18n/passwordReset/messages';
import { useWakeDemoBackend } from '../../platform/react/demoControls';
import { useAsyncAction } from '../../platform/react/useAsyncAction';
import { submitErrors, validateWith } from '../../platform/react/forms';
import { useLocalHref, useLocalNavigate } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { useAuth } from '../../platform/react/session';
import { userFacingMessage } from '../../platform/http/userMessage';
import { passwordResetRequestSchema } from '../../platform/validation/accountSchemas';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Page } from '../../ui/page/Page';
import { PageHeading } from '../../ui/page/PageHeading';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm } from '../../ui/form/KitForm';
import { TextField } from '../../ui/form/TextField';
import { ResetPasswordForm, resetFailure, type ResetPasswordValues } from './ResetPasswordForm';

const validateRequest = validateWith<{ username?: string }>(passwordResetRequestSchema);

/**
 * /forgotPassword?returnTo=...: the name, then the mailed code and a new password; then the sign-in page,
 * which says the password was reset and returns where the user was going. The page says the same after
 * the first step whether or not the account exists.
 */
export default function ForgotPasswordPage() {
  const tReset = useMessages(passwordResetMessages);
  usePageTitle(tReset('passwordReset.title'));
  const auth = useAuth();
  const href = useLocalHref();
  const navigate = useLocalNavigate();
  const returnTo = new URLSearchParams(useSearch()).get('returnTo');
  const wakeDemoBackend = useWakeDemoBackend();
  useEffect(() => wakeDemoBackend?.(), [wakeDemoBackend]);
  const [username, setUsername] = useState<string>();
  const resend = useAsyncAction((name: string) => sendPasswordResetCode(auth, name));

  const signInPath = (reset: boolean) => {
    const query = new URLSearchParams(returnTo ? { returnTo } : {});
    if (reset) query.set('passwordReset', '1');
    const text = query.toString();
    return `/signIn${text ? `?${text}` : ''}`;
  };

  async function send(values: { username?: string }) {
    try {
      await sendPasswordResetCode(auth, values.username ?? '');
      setUsername((values.username ?? '').trim());
      return undefined;
    } catch (error) {
      return submitErrors(error);
    }
  }

  async function reset(name: string, values: ResetPasswordValues) {
    try {
      await resetPassword(auth, {
        username: name,
        code: values.code ?? '',
        newPassword: values.newPassword ?? '',
        repeatPassword: values.repeatPassword ?? '',
      });
      navigate(signInPath(true), { replace: true });
      return undefined;
    } catch (error) {
      return resetFailure(error);
    }
  }

  return (
    <Page width="narrow">
      <Card className="p-6 sm:p-8">
        <PageHeading>{tReset('passwordReset.title')}</PageHeading>
        {username === undefined ? (
          <>
            <p className="mt-4 text-slate-700">{tReset('passwordReset.intro')}</p>
            <KitForm<{ username?: string }>
              validate={validateRequest}
              onSubmit={send}
              className="mt-6 space-y-4"
            >
              <TextField
                name="username"
                label={tReset('passwordReset.username')}
                autoComplete="username"
                required
              />
              <FormActions
                submitLabel={tReset('passwordReset.send')}
                busyLabel={tReset('passwordReset.sending')}
                stretch
              />
            </KitForm>
          </>
        ) : (
          <>
            <Alert kind={resend.error ? 'error' : 'info'} className="mt-4">
              {resend.error ? userFacingMessage(resend.error) : tReset('passwordReset.codeSent')}
            </Alert>
            <div className="mt-6">
              <ResetPasswordForm onSubmit={(values) => reset(username, values)} />
            </div>
            <Button
              variant="outline"
              className="mt-3 w-full"
              busy={resend.busy}
              onClick={() => void resend.run(username)}
            >
              {tReset('passwordReset.resend')}
            </Button>
          </>
        )}
        <p className="mt-6 text-sm">
          <Link
            href={href(signInPath(false))}
            className="font-medium text-primary-700 underline hover:text-primary-900"
          >
            {tReset('passwordReset.backToSignIn')}
          </Link>
        </p>
      </Card>
    </Page>
  );
}
