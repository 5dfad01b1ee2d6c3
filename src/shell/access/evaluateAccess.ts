// The guard of a tool route, as a pure decision from the manifest's rule and what is known about the user.
import { toolAccess } from '../../platform/domain/permissions';
import { isStaff } from '../../platform/domain/roles';
import type { ToolAccessRule } from '../../platform/react/toolManifest';

export type RestrictionReason = 'insufficientPermissions' | 'applicationNotEnabled';

export type AccessDecision =
  | { kind: 'allowed' }
  /** Signed out on a protected route: go to sign-in and come back. */
  | { kind: 'signIn' }
  /** Not decidable yet (the account or the enabled applications are loading). */
  | { kind: 'pending' }
  /** Staff-only pages send everyone else away (spec §2: "others are redirected away"). */
  | { kind: 'redirectHome' }
  | { kind: 'restricted'; reason: RestrictionReason };

export interface AccessFacts {
  signedIn: boolean;
  /** Roles of whom the API answers for (the impersonated user's while impersonating); undefined = loading. */
  roles: readonly string[] | undefined;
  /** Enabled application ids; undefined = loading. */
  enabledApplications: readonly string[] | undefined;
}

export function evaluateAccess(rule: ToolAccessRule, facts: AccessFacts): AccessDecision {
  if (rule.kind === 'public') return { kind: 'allowed' };
  if (!facts.signedIn) return { kind: 'signIn' };
  if (rule.kind === 'signedIn') return { kind: 'allowed' };
  if (!facts.roles) return { kind: 'pending' };
  if (rule.kind === 'staff') return isStaff(facts.roles) ? { kind: 'allowed' } : { kind: 'redirectHome' };
  // Role first, then the application (spec part 2 §2.1: the two restricted-page messages).
  const access = toolAccess(facts.roles, facts.enabledApplications, rule);
  return access === 'allowed' || access === 'pending'
    ? { kind: access }
    : { kind: 'restricted', reason: access };
}

/** Whether deciding needs the enabled applications (so they are fetched only then). */
export const needsEnabledApplications = (rule: ToolAccessRule) => rule.kind === 'roles' && !!rule.application;
