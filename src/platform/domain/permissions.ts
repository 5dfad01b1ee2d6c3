// Permission rules of spec part 1 §6 and part 2 §6 beyond the plain role checks of roles.ts. Parameters
// are minimal structural shapes so the rules do not depend on the entity types.
import { CLIENT_ROLES } from './constants';
import { canImpersonate } from './roles';

export type ToolAccess = 'allowed' | 'insufficientPermissions' | 'applicationNotEnabled';

/**
 * A tool that needs one of some roles and, if named, an application enabled for the user: the role first
 * (insufficient permissions), then the application (application not enabled). 'pending' while the
 * enabled applications are still unknown and the answer depends on them.
 */
export function toolAccess(
  roles: readonly string[],
  enabledApplicationIds: readonly string[] | undefined,
  rule: { roles: readonly string[]; application?: string },
): ToolAccess | 'pending' {
  if (!roles.some((role) => rule.roles.includes(role))) return 'insufficientPermissions';
  if (!rule.application) return 'allowed';
  if (!enabledApplicationIds) return 'pending';
  return enabledApplicationIds.includes(rule.application) ? 'allowed' : 'applicationNotEnabled';
}

/** Reports, machine translation and Coupa pages: a client role, then the tool's application. */
export function clientToolAccess(
  roles: readonly string[],
  enabledApplicationIds: readonly string[],
  applicationId: string,
): ToolAccess {
  return toolAccess(roles, enabledApplicationIds, {
    roles: CLIENT_ROLES,
    application: applicationId,
  }) as ToolAccess;
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
