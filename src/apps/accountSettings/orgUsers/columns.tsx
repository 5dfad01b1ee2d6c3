// The Organization Users table's columns: name, e-mail, account status and MFA from the identity settings,
// their headings and words in the page's language.
import { fullName, type OrganizationUser } from '../../../platform/domain/organizationUsers';
import type { DataTableColumn } from '../../../ui/table/DataTable';
import type { accountSettingsMessages } from '../messages';

type Say = typeof accountSettingsMessages.t;

export function organizationUserColumns(t: Say): readonly DataTableColumn<OrganizationUser>[] {
  const unknown = <span className="text-slate-500">{t('accountSettings.orgUsers.unknown')}</span>;
  return [
    {
      id: 'name',
      header: t('accountSettings.orgUsers.name'),
      rowHeader: true,
      cell: (user) => fullName(user.contact) || '—',
      sortValue: (user) => fullName(user.contact).toLowerCase(),
    },
    {
      id: 'email',
      header: t('accountSettings.orgUsers.email'),
      cell: (user) => user.contact.email,
      sortValue: (user) => user.contact.email.toLowerCase(),
    },
    {
      id: 'status',
      header: t('accountSettings.orgUsers.status'),
      cell: (user) =>
        user.identity
          ? t(user.identity.isAccountEnabled ? 'accountSettings.enabled' : 'accountSettings.disabled')
          : unknown,
    },
    {
      id: 'mfa',
      header: t('accountSettings.orgUsers.mfa'),
      cell: (user) =>
        user.identity?.isMfaEnabled === undefined
          ? unknown
          : t(user.identity.isMfaEnabled ? 'accountSettings.orgUsers.yes' : 'accountSettings.orgUsers.no'),
    },
  ];
}
