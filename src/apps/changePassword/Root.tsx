// /changePassword (part 2 §2.4, §5): signed in only (the shell sends others to sign-in and back). Federated
// single-sign-on accounts see only a warning; others get a dialog with old, new and repeated password,
// sent through the identity service's ChangePassword, then a completion message. A wrong old password
// (NotAuthorizedException) shows 'Invalid Old Password value' under that field; other identity errors
// show their own message above the buttons; nothing typed is lost.
import { useState } from 'react';
import { Link } from 'wouter';
import { AuthError } from '../../platform/auth/authErrors';
import { submitErrors, validateWith } from '../../platform/react/forms';
import { useAuth, useSession } from '../../platform/react/session';
import { usePortalLinks } from '../../platform/react/links';
import { usePageTitle } from '../../platform/react/pageTitle';
import type { ToolProps } from '../../platform/react/toolManifest';
import { useMessages } from '../../ui/uiLocale';
import { changePasswordSchema } from '../../platform/validation/accountSchemas';
import { MESSAGES } from '../../platform/validation/messages';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { FormDialog } from '../../ui/form/FormDialog';
import { TextField } from '../../ui/form/TextField';
import { OutcomePage } from '../../ui/page/OutcomePage';
import { Page } from '../../ui/page/Page';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { changePasswordMessages } from './messages';

interface ChangePasswordValues {
  oldPassword?: string;
  newPassword?: string;
  repeatPassword?: string;
}

const validate = validateWith<ChangePasswordValues>(changePasswordSchema);

export default function ChangePasswordRoot({ title }: ToolProps) {
  const user = useSession();
  const auth = useAuth();
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(false);
  // The dialog opens on arrival, once the page behind it is drawn (useAfterFirstPaint says why).
  const painted = useAfterFirstPaint();
  const homeHref = usePortalLinks().home();
  const t = useMessages(changePasswordMessages);
  usePageTitle(title);
  const home = (
    <Link href={homeHref} className={buttonClasses('outline')}>
      {t('changePassword.home')}
    </Link>
  );

  if (user?.isFederatedSsoAccount) {
    return (
      <Page width="narrow" title={title}>
        <Alert kind="warning">
          <strong>{t('changePassword.ssoTitle')}</strong> {t('changePassword.ssoWarning')}
        </Alert>
        <div>{home}</div>
      </Page>
    );
  }
  if (done)
    return (
      <OutcomePage tone="success" title={t('changePassword.doneTitle')} message={t('changePassword.done')}>
        {home}
      </OutcomePage>
    );

  async function change(values: ChangePasswordValues) {
    try {
      await auth.changePassword(values.oldPassword ?? '', values.newPassword ?? '');
      setDone(true);
      return undefined;
    } catch (error) {
      if (error instanceof AuthError && error.code === 'NotAuthorizedException') {
        return { oldPassword: MESSAGES.INVALID_OLD_PASSWORD };
      }
      return submitErrors(error);
    }
  }

  return (
    <Page width="narrow" title={title} description={t('changePassword.intro')}>
      <Button onClick={() => setOpen(true)}>{t('changePassword.open')}</Button>
      <FormDialog<ChangePasswordValues>
        open={open && painted}
        onClose={() => setOpen(false)}
        title={t('changePassword.dialogTitle')}
        submitLabel={t('changePassword.submit')}
        busyLabel={t('changePassword.busy')}
        cancelLabel={t('changePassword.cancel')}
        validate={validate}
        onSubmit={change}
      >
        <div className="grid gap-4">
          <TextField
            name="oldPassword"
            label={t('changePassword.oldPassword')}
            type="password"
            required
            autoComplete="current-password"
          />
          <TextField
            name="newPassword"
            label={t('changePassword.newPassword')}
            type="password"
            required
            autoComplete="new-password"
          />
          <TextField
            name="repeatPassword"
            label={t('changePassword.repeatPassword')}
            type="password"
            required
            autoComplete="new-password"
          />
        </div>
      </FormDialog>
    </Page>
  );
}
