// Session roles derived from the identity token (spec part 1 §6) and the role checks built on them.
import { CLIENT_ROLES, COUPA_USER_GROUP, IMPERSONATOR_ROLES, STAFF_ROLES } from './constants';
import { ROLES, type Role } from './roleNames';

export interface SessionRoles {
  roles: Role[];
  externalGroups: string[];
  isFederatedSsoAccount: boolean;
}

// Cognito sends groups as an array; a comma string is accepted too because some token tools flatten it.
function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(',');
  return [];
}

// `identities` is an array of linked providers in Cognito id tokens; some proxies send it JSON-encoded.
function hasIdentities(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!text) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.length > 0 : parsed !== null && parsed !== '';
  } catch {
    return true;
  }
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Roles of the signed-in user from decoded id-token claims. Groups that are not roles (provider groups,
 * CoupaUser) are dropped; a federated account (linked identities, or the CoupaUser group) always gets
 * CLIENT_EMPLOYEE, because such users never self-register and still need the client tools.
 */
export function sessionRolesFromClaims(claims: Readonly<Record<string, unknown>>): SessionRoles {
  const groups = stringList(claims['cognito:groups']).map((group) => group.trim());
  const isFederatedSsoAccount = hasIdentities(claims.identities) || groups.includes(COUPA_USER_GROUP);
  const roles = [...new Set(groups.filter(isRole))];
  if (isFederatedSsoAccount && !roles.includes('CLIENT_EMPLOYEE')) roles.push('CLIENT_EMPLOYEE');
  const externalGroups = stringList(claims['custom:externalGroups'])
    .map((group) => group.trim())
    .filter((group) => group !== '');
  return { roles, externalGroups, isFederatedSsoAccount };
}

const hasAny = (roles: readonly string[], wanted: readonly Role[]) =>
  roles.some((role) => wanted.includes(role as Role));

/** Staff see the dashboard cards and the Dashboard page. */
export function isStaff(roles: readonly string[]): boolean {
  return hasAny(roles, STAFF_ROLES);
}

export function canImpersonate(roles: readonly string[]): boolean {
  return hasAny(roles, IMPERSONATOR_ROLES);
}

export function isClientUser(roles: readonly string[]): boolean {
  return hasAny(roles, CLIENT_ROLES);
}

/** A client user without a client configuration must pick an organisation before anything else. */
export function needsOrganisationPicker(roles: readonly string[], clientConfig: unknown): boolean {
  return isClientUser(roles) && (clientConfig === null || clientConfig === undefined);
}
