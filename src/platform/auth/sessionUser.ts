import type { SessionUser } from '../domain/entities/sessionUser';
import { sessionRolesFromClaims } from '../domain/roles';
import type { JwtClaims } from './jwt';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The session user of spec §3, from the id token's claims and the platform's role rules. */
export function sessionUserFromClaims(claims: JwtClaims, initialPagePath?: string): SessionUser {
  const { roles, externalGroups, isFederatedSsoAccount } = sessionRolesFromClaims(claims);
  return {
    username: text(claims['cognito:username']) ?? text(claims.username) ?? text(claims.sub) ?? '',
    email: text(claims.email),
    roles,
    externalGroups,
    isFederatedSsoAccount,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    initialPagePath,
  };
}
