/** Spec §2: the suffix that shows while an admin acts as another user. */
export const IMPERSONATION_SUFFIX = '(Impersonation Mode)';

/** Who the header names: the impersonated user while impersonating (with the suffix), else the user. */
export function userMenuLabel(username: string, actingAs: string | undefined): string {
  return actingAs ? `${actingAs} ${IMPERSONATION_SUFFIX}` : username;
}
