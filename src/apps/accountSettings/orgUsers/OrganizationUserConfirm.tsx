// "Are you sure?" for a row action, naming the user; a failure shows the catalogue's message inside.
import {
  fullName,
  ORGANIZATION_USER_ACTION_LABELS,
  type OrganizationUser,
  type OrganizationUserAction,
} from '../../../platform/domain/organizationUsers';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { ConfirmDialog } from '../../../ui/form/ConfirmDialog';

const QUESTIONS: Record<OrganizationUserAction, (who: string) => string> = {
  disableMfa: (who) =>
    `Turn off multi-factor authentication for ${who}? They sign in with their password alone until they set it up again.`,
  disableAccount: (who) => `Disable the account of ${who}? They can no longer sign in.`,
  enableAccount: (who) => `Enable the account of ${who}? They can sign in again.`,
};

export function OrganizationUserConfirm({
  pending,
  onClose,
  onConfirm,
}: {
  pending?: { user: OrganizationUser; action: OrganizationUserAction };
  onClose: () => void;
  onConfirm: (user: OrganizationUser, action: OrganizationUserAction) => Promise<void>;
}) {
  const who = pending ? fullName(pending.user.contact) || pending.user.contact.email : '';
  return (
    <ConfirmDialog
      open={!!pending}
      onClose={onClose}
      title={pending ? ORGANIZATION_USER_ACTION_LABELS[pending.action] : ''}
      text={pending ? QUESTIONS[pending.action](who) : ''}
      confirmLabel={pending ? ORGANIZATION_USER_ACTION_LABELS[pending.action] : ''}
      cancelLabel="Cancel"
      variant={pending?.action === 'enableAccount' ? 'primary' : 'danger'}
      onConfirm={() => (pending ? onConfirm(pending.user, pending.action) : undefined)}
      formatError={userFacingMessage}
    />
  );
}
