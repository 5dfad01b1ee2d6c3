// The Organization Users table's columns: name, e-mail, account status and MFA from the identity settings.
import { fullName, type OrganizationUser } from '../../../platform/domain/organizationUsers';
import type { DataTableColumn } from '../../../ui/table/DataTable';

const unknown = <span className="text-slate-500">Unknown</span>;

export const organizationUserColumns: readonly DataTableColumn<OrganizationUser>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (user) => fullName(user.contact) || '—',
    sortValue: (user) => fullName(user.contact).toLowerCase(),
  },
  {
    id: 'email',
    header: 'Email',
    cell: (user) => user.contact.email,
    sortValue: (user) => user.contact.email.toLowerCase(),
  },
  {
    id: 'status',
    header: 'Account status',
    cell: (user) => (user.identity ? (user.identity.isAccountEnabled ? 'Enabled' : 'Disabled') : unknown),
  },
  {
    id: 'mfa',
    header: 'MFA enabled',
    cell: (user) =>
      user.identity?.isMfaEnabled === undefined ? unknown : user.identity.isMfaEnabled ? 'Yes' : 'No',
  },
];
