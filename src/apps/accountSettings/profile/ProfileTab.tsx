// The Profile tab (spec part 1 §2): username; masked password with Change password (not for federated
// SSO); MFA status with MFA Settings (non-SSO users of a client with MFA enabled); e-mail; first and last
// name when present. While impersonating it shows the impersonated account, without password or MFA.
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { canUseMfaSettings } from '../../../platform/domain/accountSettings';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { usePortalLinks } from '../../../platform/react/links';
import { useAuthenticatorStatus } from '../../../platform/react/queries/authenticatorStatus';
import { useSession } from '../../../platform/react/session';
import { useMessages } from '../../../ui/uiLocale';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClasses } from '../../../ui/Button';
import { LoadingBlock, Spinner } from '../../../ui/Spinner';
import { accountSettingsMessages } from '../messages';
import type { AccountSubject } from '../useAccountSubject';
import { MfaDialog } from '../mfa/MfaDialog';
import { LanguageSetting } from './LanguageSetting';

function Row({ label, value, action }: { label: string; value?: ReactNode; action?: ReactNode }) {
  if (!value) return null;
  return (
    <div className="py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center justify-between gap-3 text-slate-900">
        <span>{value}</span>
        {action}
      </dd>
    </div>
  );
}

function MfaStatus({ enabled }: { enabled: boolean }) {
  const t = useMessages(accountSettingsMessages);
  const status = useAuthenticatorStatus(enabled);
  if (status.error) return <ErrorMessage error={status.error} onRetry={retryOf(status)} />;
  if (status.data === undefined) return <Spinner label={t('accountSettings.profile.checkingMfa')} />;
  return (
    <span data-testid="mfa-status">
      {t(status.data ? 'accountSettings.enabled' : 'accountSettings.disabled')}
    </span>
  );
}

export function ProfileTab({ subject, close }: { subject: AccountSubject; close: () => void }) {
  const t = useMessages(accountSettingsMessages);
  const user = useSession();
  const links = usePortalLinks();
  const [mfaOpen, setMfaOpen] = useState(false);
  if (!user) return null;
  const { account, accountError } = subject;
  const retryAccount = retryOf({ error: accountError, mutate: subject.reloadAccount });

  if (subject.impersonating) {
    return (
      <>
        <Alert
          kind="info"
          className="mb-6"
          title={t('accountSettings.profile.impersonatingTitle', { username: subject.username })}
        >
          {t('accountSettings.profile.impersonatingText', {
            username: subject.username,
            signedIn: user.username,
          })}
        </Alert>
        <h3 className="text-base font-semibold text-primary-800">
          {t('accountSettings.profile.profileOf', { username: subject.username })}
        </h3>
        {!account ? (
          accountError ? (
            <ErrorMessage error={accountError} onRetry={retryAccount} className="mt-2" />
          ) : (
            <LoadingBlock />
          )
        ) : (
          <dl className="mt-2 divide-y divide-slate-200">
            <Row
              label={t('accountSettings.profile.username')}
              value={account.loginName || subject.username}
            />
            <Row label={t('accountSettings.profile.email')} value={account.email} />
            <Row label={t('accountSettings.profile.firstName')} value={account.firstName} />
            <Row label={t('accountSettings.profile.lastName')} value={account.lastName} />
            <Row
              label={t('accountSettings.profile.organisation')}
              value={account.clientConfig?.companyName}
            />
          </dl>
        )}
        <LanguageSetting />
      </>
    );
  }

  const mfa = canUseMfaSettings(subject);
  return (
    <>
      <h3 className="text-base font-semibold text-primary-800">{t('accountSettings.profile.heading')}</h3>
      <dl className="mt-2 divide-y divide-slate-200">
        <Row label={t('accountSettings.profile.username')} value={user.username} />
        {user.isFederatedSsoAccount ? (
          <Row label={t('accountSettings.profile.signIn')} value={t('accountSettings.profile.sso')} />
        ) : (
          <Row
            label={t('accountSettings.profile.password')}
            value={<span aria-label={t('accountSettings.profile.passwordHidden')}>••••••••</span>}
            action={
              <Link href={links.changePassword()} onClick={close} className={buttonClasses('outline', 'sm')}>
                {t('accountSettings.profile.changePassword')}
              </Link>
            }
          />
        )}
        {mfa ? (
          <Row
            label={t('accountSettings.profile.mfa')}
            value={<MfaStatus enabled />}
            action={
              <Button variant="outline" size="sm" onClick={() => setMfaOpen(true)}>
                {t('accountSettings.mfa.settings')}
              </Button>
            }
          />
        ) : null}
        <Row label={t('accountSettings.profile.email')} value={user.email} />
        <Row label={t('accountSettings.profile.firstName')} value={user.firstName} />
        <Row label={t('accountSettings.profile.lastName')} value={user.lastName} />
        <Row label={t('accountSettings.profile.organisation')} value={account?.clientConfig?.companyName} />
      </dl>
      {accountError ? <ErrorMessage error={accountError} onRetry={retryAccount} className="mt-2" /> : null}
      <LanguageSetting />
      {mfa ? <MfaDialog open={mfaOpen} onClose={() => setMfaOpen(false)} username={user.username} /> : null}
    </>
  );
}
