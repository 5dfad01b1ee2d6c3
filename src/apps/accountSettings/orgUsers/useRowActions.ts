// A row's actions (all three listed, those the rules refuse disabled) and running a confirmed one
// (useOrganizationUserAction: the flow calls the API, then the row takes its new identity settings).
import {
  ORGANIZATION_USER_ACTION_LABELS,
  organizationUserActions,
  type OrganizationUser,
  type OrganizationUserAction,
} from '../../../platform/domain/organizationUsers';
import { useOrganizationUserAction } from '../../../platform/react/queries/organizationUsersMutations';
import type { RowAction } from '../../../ui/table/DataTable';

const ORDER: readonly OrganizationUserAction[] = ['disableMfa', 'disableAccount', 'enableAccount'];

export function useRowActions(
  ownUsername: string,
  choose: (user: OrganizationUser, action: OrganizationUserAction) => void,
) {
  const runAction = useOrganizationUserAction();
  const run = (user: OrganizationUser, action: OrganizationUserAction) =>
    runAction(user, action, ownUsername);
  const rowActions = (user: OrganizationUser): RowAction[] => {
    const allowed = organizationUserActions(user, ownUsername);
    return ORDER.map((action) => ({
      label: ORGANIZATION_USER_ACTION_LABELS[action],
      disabled: !allowed.includes(action),
      onSelect: () => choose(user, action),
    }));
  };
  return { rowActions, run };
}
