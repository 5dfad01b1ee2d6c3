// A row's actions (all three listed, those the rules refuse disabled) and running a confirmed one: the
// flow calls the API, then the row takes its new identity settings in the cached list.
import {
  ORGANIZATION_USER_ACTION_LABELS,
  organizationUserActions,
  type OrganizationUser,
  type OrganizationUserAction,
} from '../../../platform/domain/organizationUsers';
import { runOrganizationUserAction } from '../../../platform/flows/organizationUsers';
import { useHttpClient } from '../../../platform/react/platformStore';
import { organizationUsersKey } from '../../../platform/react/queries/organizationUsers';
import { useApiMutate } from '../../../platform/react/useApiMutate';
import type { RowAction } from '../../../ui/table/DataTable';

const ORDER: readonly OrganizationUserAction[] = ['disableMfa', 'disableAccount', 'enableAccount'];

export function useRowActions(
  ownUsername: string,
  choose: (user: OrganizationUser, action: OrganizationUserAction) => void,
) {
  const http = useHttpClient();
  const mutate = useApiMutate();
  const rowActions = (user: OrganizationUser): RowAction[] => {
    const allowed = organizationUserActions(user, ownUsername);
    return ORDER.map((action) => ({
      label: ORGANIZATION_USER_ACTION_LABELS[action],
      disabled: !allowed.includes(action),
      onSelect: () => choose(user, action),
    }));
  };
  const run = async (user: OrganizationUser, action: OrganizationUserAction) => {
    const identity = await runOrganizationUserAction(http, user, action, ownUsername);
    await mutate<OrganizationUser[]>(
      organizationUsersKey(),
      (list) => list?.map((row) => (row.contact.id === user.contact.id ? { ...row, identity } : row)),
      { revalidate: false },
    );
  };
  return { rowActions, run };
}
