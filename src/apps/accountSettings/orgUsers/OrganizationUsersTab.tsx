// The Organization Users tab (spec part 1 §2, §6, §9): a search over e-mail, first and last name; the table
// (name, e-mail, account status, MFA enabled from each row's identity settings); 10, 20 or 30 rows a page;
// row actions Disable MFA, Disable Account and Enable Account, each confirmed and each updating its row.
import { useState } from 'react';
import {
  fullName,
  matchesOrganizationUserSearch,
  ORGANIZATION_USER_PAGE_SIZES,
  type OrganizationUser,
  type OrganizationUserAction,
} from '../../../platform/domain/organizationUsers';
import { useRememberedPageSize } from '../../../platform/react/rememberedPageSize';
import { useOrganizationUsers } from '../../../platform/react/queries/organizationUsers';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { useMessages } from '../../../ui/uiLocale';
import { CursorPagination } from '../../../ui/CursorPagination';
import { TextInput } from '../../../ui/TextInput';
import { DataTable } from '../../../ui/table/DataTable';
import { accountSettingsMessages } from '../messages';
import { organizationUserColumns } from './columns';
import { OrganizationUserConfirm } from './OrganizationUserConfirm';
import { useRowActions } from './useRowActions';

const PAGE_SIZE_KEY = 'llts.accountSettings.organizationUsers.pageSize';

export function OrganizationUsersTab({ ownUsername }: { ownUsername: string }) {
  const t = useMessages(accountSettingsMessages);
  const users = useOrganizationUsers();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useRememberedPageSize(PAGE_SIZE_KEY, ORGANIZATION_USER_PAGE_SIZES, 10);
  const [pending, setPending] = useState<{ user: OrganizationUser; action: OrganizationUserAction }>();
  const { rowActions, run } = useRowActions(ownUsername, (user, action) => setPending({ user, action }));

  const matching = users.data?.filter((user) => matchesOrganizationUserSearch(user.contact, search));
  const pages = matching ? Math.max(1, Math.ceil(matching.length / pageSize)) : 1;
  const shownPage = Math.min(page, pages);
  const rows = matching?.slice((shownPage - 1) * pageSize, shownPage * pageSize);

  return (
    // grid-cols-1 (minmax(0, 1fr)): the table scrolls sideways inside the drawer instead of widening it.
    <div className="grid grid-cols-1 gap-4">
      <TextInput
        label={t('accountSettings.orgUsers.search')}
        type="search"
        value={search}
        placeholder={t('accountSettings.orgUsers.searchPlaceholder')}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      <DataTable
        caption={t('accountSettings.orgUsers.caption')}
        columns={organizationUserColumns(t)}
        rows={rows}
        rowKey={(user) => String(user.contact.id)}
        loading={users.isValidating && !users.data}
        error={users.error ? userFacingMessage(users.error) : undefined}
        onRetry={retryOf(users)}
        emptyMessage={t(search.trim() ? 'accountSettings.orgUsers.noMatch' : 'accountSettings.orgUsers.none')}
        rowActions={rowActions}
        rowActionsLabel={(user) =>
          t('accountSettings.orgUsers.actionsFor', { who: fullName(user.contact) || user.contact.email })
        }
      />
      <CursorPagination
        label={t('accountSettings.orgUsers.pages')}
        page={shownPage}
        hasPrevious={shownPage > 1}
        hasNext={shownPage < pages}
        onPrevious={() => setPage(shownPage - 1)}
        onNext={() => setPage(shownPage + 1)}
        pageSize={pageSize}
        pageSizeOptions={ORGANIZATION_USER_PAGE_SIZES}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      <OrganizationUserConfirm pending={pending} onClose={() => setPending(undefined)} onConfirm={run} />
    </div>
  );
}
