// "Are you sure?" for a row action, naming the user; a failure shows the catalogue's message inside.
import {
  fullName,
  ORGANIZATION_USER_ACTION_LABELS,
  ORGANIZATION_USER_QUESTIONS,
  type OrganizationUser,
  type OrganizationUserAction,
} from '../../../platform/domain/organizationUsers';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { useMessages } from '../../../ui/uiLocale';
import { ConfirmDialog } from '../../../ui/form/ConfirmDialog';
import { accountSettingsMessages } from '../messages';

export function OrganizationUserConfirm({
  pending,
  onClose,
  onConfirm,
}: {
  pending?: { user: OrganizationUser; action: OrganizationUserAction };
  onClose: () => void;
  onConfirm: (user: OrganizationUser, action: OrganizationUserAction) => Promise<unknown>;
}) {
  const t = useMessages(accountSettingsMessages);
  const who = pending ? fullName(pending.user.contact) || pending.user.contact.email : '';
  return (
    <ConfirmDialog
      open={!!pending}
      onClose={onClose}
      title={pending ? ORGANIZATION_USER_ACTION_LABELS[pending.action] : ''}
      text={pending ? ORGANIZATION_USER_QUESTIONS[pending.action](who) : ''}
      confirmLabel={pending ? ORGANIZATION_USER_ACTION_LABELS[pending.action] : ''}
      cancelLabel={t('accountSettings.cancel')}
      variant={pending?.action === 'enableAccount' ? 'primary' : 'danger'}
      onConfirm={() => (pending ? onConfirm(pending.user, pending.action) : undefined)}
      formatError={userFacingMessage}
    />
  );
}
