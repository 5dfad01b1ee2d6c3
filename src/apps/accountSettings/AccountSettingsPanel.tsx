import type { SessionUser } from '../../platform/domain/entities/sessionUser';
import type { UserAccount } from '../../platform/domain/entities/userAccount';
import { Link } from 'wouter';
import { ErrorMessage } from '../../platform/react/ErrorMessage';
import { useLocalHref } from '../../platform/react/locale';
import { useUserAccount } from '../../platform/react/queries/userAccount';
import { useImpersonation, useSession } from '../../platform/react/session';
import type { PanelProps } from '../../platform/react/toolManifest';
import { Alert } from '../../ui/Alert';
import { buttonClasses } from '../../ui/Button';
import { LoadingBlock } from '../../ui/Spinner';

function Row({ label, value }: { label: string; value?: string | null }) {
  if (!value) return null;
  return (
    <div className="py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{value}</dd>
    </div>
  );
}

/** The account acted as while impersonating: GET /userAccount under the override (loading or failed too). */
interface ImpersonatedAccount {
  username: string;
  account?: UserAccount;
  error?: unknown;
}

function SessionProfile({ user }: { user: SessionUser }) {
  return (
    <dl className="mt-2 divide-y divide-slate-200">
      <Row label="Username" value={user.username} />
      <Row label="Email" value={user.email} />
      <Row label="First name" value={user.firstName} />
      <Row label="Last name" value={user.lastName} />
      <Row
        label="Sign-in"
        value={user.isFederatedSsoAccount ? 'Single sign-on (managed by your organisation)' : 'Password'}
      />
    </dl>
  );
}

function ImpersonatedProfile({ impersonated }: { impersonated: ImpersonatedAccount }) {
  const { account, error } = impersonated;
  if (!account) return error ? <ErrorMessage error={error} className="mt-2" /> : <LoadingBlock />;
  return (
    <dl className="mt-2 divide-y divide-slate-200">
      <Row label="Username" value={account.loginName || impersonated.username} />
      <Row label="Email" value={account.email} />
      <Row label="First name" value={account.firstName} />
      <Row label="Last name" value={account.lastName} />
      <Row label="Organisation" value={account.clientConfig?.companyName} />
    </dl>
  );
}

/**
 * Account settings (spec §2), shown by the shell in a right-hand drawer titled by the manifest's panel
 * label. The Profile basics show now; the Language Groups and Organization Users tabs, password change and
 * MFA settings arrive with the account-settings screens. While impersonating it shows the impersonated
 * account (the same cached GET /userAccount the header's check reads), as the header and the tiles do, and
 * says so.
 */
export default function AccountSettingsPanel({ close }: PanelProps) {
  const user = useSession();
  const localHref = useLocalHref();
  const { actingAs, isImpersonating } = useImpersonation();
  const account = useUserAccount(isImpersonating);
  if (!user) return null;
  const impersonated: ImpersonatedAccount | undefined = actingAs
    ? { username: actingAs, account: account.data, error: account.error }
    : undefined;
  return (
    <>
      {impersonated ? (
        <Alert kind="info" className="mb-6" title={`Impersonating ${impersonated.username}`}>
          This is the account of {impersonated.username}, whom you are acting as. You are signed in as{' '}
          {user.username}.
        </Alert>
      ) : null}
      <h3 className="text-base font-semibold text-primary-800">
        {impersonated ? `Profile of ${impersonated.username}` : 'Profile'}
      </h3>
      {impersonated ? <ImpersonatedProfile impersonated={impersonated} /> : <SessionProfile user={user} />}
      {/* Federated single-sign-on accounts have no password here (part 1 §6); the page itself says so too. */}
      {!impersonated && !user.isFederatedSsoAccount ? (
        <Link href={localHref('/changePassword')} onClick={close} className={`${buttonClasses('outline', 'sm')} mt-4`}>
          Change password
        </Link>
      ) : null}
      <Alert kind="info" className="mt-6" title="More settings coming soon">
        Authenticator-app MFA, language groups and organisation users will be managed here.
      </Alert>
    </>
  );
}
