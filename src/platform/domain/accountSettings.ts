// Who sees what in account settings (spec part 1 §2, §6): the drawer's tabs, the MFA settings, the
// organisation-wide language groups. The portal's panel and `llts` decide with these same rules.
import type { ClientConfig } from './entities/clientConfig';
import type { LanguageGroup } from './entities/languageGroup';

/** The account the rules look at: who signed in (roles and federation) and their organisation's settings. */
export interface AccountSettingsSubject {
  roles: readonly string[];
  isFederatedSsoAccount: boolean;
  clientConfig?: Pick<ClientConfig, 'isMfaEnabled' | 'isOrgManagementEnabled'> | null;
}

export const ACCOUNT_SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'languageGroups', label: 'Language Groups' },
  { id: 'organizationUsers', label: 'Organization Users' },
] as const;

export type AccountSettingsTabId = (typeof ACCOUNT_SETTINGS_TABS)[number]['id'];

/** Organisation managers: role client only. */
export const isOrganizationManager = (roles: readonly string[]) => roles.includes('CLIENT');

/** MFA Settings: only non-SSO users, and only when the client has MFA enabled. */
export function canUseMfaSettings(subject: AccountSettingsSubject): boolean {
  return !subject.isFederatedSsoAccount && subject.clientConfig?.isMfaEnabled === true;
}

/** Organization Users: role client, non-SSO, organisation management enabled for the client. */
export function canManageOrganizationUsers(subject: AccountSettingsSubject): boolean {
  return (
    isOrganizationManager(subject.roles) &&
    !subject.isFederatedSsoAccount &&
    subject.clientConfig?.isOrgManagementEnabled === true
  );
}

/** The drawer's tabs for this account, in order. Profile and Language Groups are everyone's. */
export function accountSettingsTabs(subject: AccountSettingsSubject) {
  return ACCOUNT_SETTINGS_TABS.filter(
    (tab) => tab.id !== 'organizationUsers' || canManageOrganizationUsers(subject),
  );
}

/** The organisation-wide list shows when it has groups or the user is a client (who may start one). */
export function showsOrganizationGroups(roles: readonly string[], groups: readonly LanguageGroup[]): boolean {
  return isOrganizationManager(roles) || groups.some((group) => group.scope === 'ORGANIZATION');
}

/** Editing the organisation-wide groups: role client only; others read them. */
export const canEditOrganizationGroups = isOrganizationManager;

/** Why MFA settings are not offered (what `llts mfa` says instead); undefined when they are. */
export function mfaSettingsRefusal(subject: AccountSettingsSubject): string | undefined {
  if (subject.isFederatedSsoAccount)
    return 'You sign in through your organisation (single sign-on), so MFA is managed there.';
  if (subject.clientConfig?.isMfaEnabled !== true) return 'MFA is not enabled for your organisation.';
  return undefined;
}

/** Why the Organization Users tab is not offered; undefined when it is. */
export function organizationUsersRefusal(subject: AccountSettingsSubject): string | undefined {
  if (!isOrganizationManager(subject.roles))
    return 'Only organisation managers (role client) manage organisation users.';
  if (subject.isFederatedSsoAccount) return 'Single sign-on accounts cannot manage organisation users.';
  if (subject.clientConfig?.isOrgManagementEnabled !== true)
    return 'Organisation management is not enabled for your organisation.';
  return undefined;
}
