// Permission rules of spec part 1 §6 and part 2 §6 beyond the plain role checks of roles.ts. Parameters
// are minimal structural shapes so the rules do not depend on the entity types.
import { canImpersonate, isClientUser } from './roles';

export type ToolAccess = 'allowed' | 'insufficientPermissions' | 'applicationNotEnabled';

/**
 * Reports, machine translation and Coupa pages: a client role first (insufficient permissions), then the
 * tool's application id among the user's enabled applications (application not enabled).
 */
export function clientToolAccess(
  roles: readonly string[],
  enabledApplicationIds: readonly string[],
  applicationId: string,
): ToolAccess {
  if (!isClientUser(roles)) return 'insufficientPermissions';
  return enabledApplicationIds.includes(applicationId) ? 'allowed' : 'applicationNotEnabled';
}

/** Start impersonation is offered to admins and super users who are not already impersonating. */
export function canStartImpersonation(roles: readonly string[], isImpersonating: boolean): boolean {
  return canImpersonate(roles) && !isImpersonating;
}

/** Federated accounts have their password and MFA managed by their identity provider. */
export function canChangePassword(user: { isFederatedSsoAccount: boolean }): boolean {
  return !user.isFederatedSsoAccount;
}

export function canConfigureMfa(
  user: { isFederatedSsoAccount: boolean },
  clientConfig: { isMfaEnabled?: boolean | null } | null | undefined,
): boolean {
  return !user.isFederatedSsoAccount && clientConfig?.isMfaEnabled === true;
}

/** The Organization Users tab. */
export function canManageOrganizationUsers(
  user: { roles: readonly string[]; isFederatedSsoAccount: boolean },
  clientConfig: { isOrgManagementEnabled?: boolean | null } | null | undefined,
): boolean {
  return (
    !user.isFederatedSsoAccount &&
    clientConfig?.isOrgManagementEnabled === true &&
    user.roles.includes('CLIENT')
  );
}

/** Organisation-wide language groups are editable by the client role only (read-only for others). */
export function canEditOrganizationLanguageGroups(roles: readonly string[]): boolean {
  return roles.includes('CLIENT');
}

/** The organisation list shows if any organisation group exists or the user is a client. */
export function showsOrganizationLanguageGroups(
  roles: readonly string[],
  organizationGroupCount: number,
): boolean {
  return organizationGroupCount > 0 || roles.includes('CLIENT');
}

export interface OrganizationUserActions {
  disableMfa: boolean;
  disableAccount: boolean;
  enableAccount: boolean;
}

/**
 * Row actions of an organisation user. Nobody acts on their own account; Disable MFA also needs an enabled
 * account. Disable/enable are offered according to the current account state.
 */
export function organizationUserActions(
  row: { email: string; isAccountEnabled?: boolean | null },
  currentUserEmail: string | null | undefined,
): OrganizationUserActions {
  const own = !!currentUserEmail && row.email.toLowerCase() === currentUserEmail.toLowerCase();
  const enabled = row.isAccountEnabled !== false;
  return {
    disableMfa: !own && enabled,
    disableAccount: !own && enabled,
    enableAccount: !own && !enabled,
  };
}
