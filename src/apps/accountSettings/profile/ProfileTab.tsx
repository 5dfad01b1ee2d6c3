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
import { Alert } from '../../../ui/Alert';
import { Button, buttonClasses } from '../../../ui/Button';
import { LoadingBlock, Spinner } from '../../../ui/Spinner';
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
  const status = useAuthenticatorStatus(enabled);
  if (status.error) return <ErrorMessage error={status.error} onRetry={retryOf(status)} />;
  if (status.data === undefined) return <Spinner label="Checking MFA status…" />;
  return <span data-testid="mfa-status">{status.data ? 'Enabled' : 'Disabled'}</span>;
}

export function ProfileTab({ subject, close }: { subject: AccountSubject; close: () => void }) {
  const user = useSession();
  const links = usePortalLinks();
  const [mfaOpen, setMfaOpen] = useState(false);
  if (!user) return null;
  const { account, accountError } = subject;
  const retryAccount = retryOf({ error: accountError, mutate: subject.reloadAccount });

  if (subject.impersonating) {
    return (
      <>
        <Alert kind="info" className="mb-6" title={`Impersonating ${subject.username}`}>
          This is the account of {subject.username}, whom you are acting as. You are signed in as{' '}
          {user.username}.
        </Alert>
        <h3 className="text-base font-semibold text-primary-800">Profile of {subject.username}</h3>
        {!account ? (
          accountError ? (
            <ErrorMessage error={accountError} onRetry={retryAccount} className="mt-2" />
          ) : (
            <LoadingBlock />
          )
        ) : (
          <dl className="mt-2 divide-y divide-slate-200">
            <Row label="Username" value={account.loginName || subject.username} />
            <Row label="Email" value={account.email} />
            <Row label="First name" value={account.firstName} />
            <Row label="Last name" value={account.lastName} />
            <Row label="Organisation" value={account.clientConfig?.companyName} />
          </dl>
        )}
        <LanguageSetting />
      </>
    );
  }

  const mfa = canUseMfaSettings(subject);
  return (
    <>
      <h3 className="text-base font-semibold text-primary-800">Profile</h3>
      <dl className="mt-2 divide-y divide-slate-200">
        <Row label="Username" value={user.username} />
        {user.isFederatedSsoAccount ? (
          <Row label="Sign-in" value="Single sign-on (managed by your organisation)" />
        ) : (
          <Row
            label="Password"
            value={<span aria-label="Password hidden">••••••••</span>}
            action={
              <Link href={links.changePassword()} onClick={close} className={buttonClasses('outline', 'sm')}>
                Change password
              </Link>
            }
          />
        )}
        {mfa ? (
          <Row
            label="MFA"
            value={<MfaStatus enabled />}
            action={
              <Button variant="outline" size="sm" onClick={() => setMfaOpen(true)}>
                MFA Settings
              </Button>
            }
          />
        ) : null}
        <Row label="Email" value={user.email} />
        <Row label="First name" value={user.firstName} />
        <Row label="Last name" value={user.lastName} />
        <Row label="Organisation" value={account?.clientConfig?.companyName} />
      </dl>
      {accountError ? <ErrorMessage error={accountError} onRetry={retryAccount} className="mt-2" /> : null}
      <LanguageSetting />
      {mfa ? <MfaDialog open={mfaOpen} onClose={() => setMfaOpen(false)} username={user.username} /> : null}
    </>
  );
}
