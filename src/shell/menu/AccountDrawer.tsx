import type { SessionUser } from '../../platform/domain/entities/sessionUser';
import { Alert } from '../../ui/Alert';
import { Drawer } from '../../ui/Drawer';

function Row({ label, value }: { label: string; value?: string }) {
  if (!value) return null;
  return (
    <div className="py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * Account settings (spec §2): a right-hand drawer. The Profile basics show now; the Language Groups and
 * Organization Users tabs, password change and MFA settings arrive with the account-settings tool.
 */
export function AccountDrawer({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: SessionUser;
}) {
  return (
    <Drawer open={open} onClose={onClose} title="Account settings">
      <h3 className="text-base font-semibold text-primary-800">Profile</h3>
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
      <Alert kind="info" className="mt-6" title="More settings coming soon">
        Password change, authenticator-app MFA, language groups and organisation users will be managed here.
      </Alert>
    </Drawer>
  );
}
