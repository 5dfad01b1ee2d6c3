// The Organization Users tab's rules (spec part 1 §2, §6): the search, and which row actions a manager may
// take on which account.
import type { ClientContact, IdentitySettings } from './entities/organizationUsers';

/** A contact with its identity settings (undefined while they load, or when they failed). */
export interface OrganizationUser {
  contact: ClientContact;
  identity?: IdentitySettings;
}

export type OrganizationUserAction = 'disableMfa' | 'disableAccount' | 'enableAccount';

export const ORGANIZATION_USER_PAGE_SIZES: readonly number[] = [10, 20, 30];

export const fullName = (contact: ClientContact) =>
  [contact.firstName, contact.lastName].filter((part) => part && part.trim()).join(' ');

/** The search box: e-mail, first or last name contain the text, ignoring case; blank matches all. */
export function matchesOrganizationUserSearch(contact: ClientContact, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [contact.email, contact.firstName, contact.lastName].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}

/**
 * The actions offered on a row. None on the manager's own account. Disable MFA not on a disabled account
 * (nor where MFA is known to be off: there is nothing to disable); Disable Account on an enabled account and
 * Enable Account on a disabled one. Nothing until the identity settings arrived.
 */
export function organizationUserActions(
  user: OrganizationUser,
  ownUsername: string,
): OrganizationUserAction[] {
  const identity = user.identity;
  if (!identity || identity.username.toLowerCase() === ownUsername.toLowerCase()) return [];
  const actions: OrganizationUserAction[] = [];
  if (identity.isAccountEnabled && identity.isMfaEnabled !== false) actions.push('disableMfa');
  actions.push(identity.isAccountEnabled ? 'disableAccount' : 'enableAccount');
  return actions;
}

export const ORGANIZATION_USER_ACTION_LABELS: Record<OrganizationUserAction, string> = {
  disableMfa: 'Disable MFA',
  disableAccount: 'Disable Account',
  enableAccount: 'Enable Account',
};

/** "Are you sure?" of each action, naming the user: the tab's dialog and `llts org-users` ask the same. */
export const ORGANIZATION_USER_QUESTIONS: Record<OrganizationUserAction, (who: string) => string> = {
  disableMfa: (who) =>
    `Turn off multi-factor authentication for ${who}? They sign in with their password alone until they set it up again.`,
  disableAccount: (who) => `Disable the account of ${who}? They can no longer sign in.`,
  enableAccount: (who) => `Enable the account of ${who}? They can sign in again.`,
};

/** The identity settings an action leaves behind (what the row shows once it succeeded). */
export function identityAfter(identity: IdentitySettings, action: OrganizationUserAction): IdentitySettings {
  if (action === 'disableMfa') return { ...identity, isMfaEnabled: false };
  return { ...identity, isAccountEnabled: action === 'enableAccount' };
}
