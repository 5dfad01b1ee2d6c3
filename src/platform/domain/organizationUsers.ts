// The Organization Users tab's rules (spec part 1 §2, §6): the search, and which row actions a manager may
// take on which account.
import { activeLabels } from '../i18n/runtime';
import type { ClientContact, IdentitySettings } from './entities/organizationUsers';
import { accountSettingsDomainMessages } from './i18n/accountSettings/messages';

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

/** Each action's name, read in the language active when it is read (English in the CLI). */
export const ORGANIZATION_USER_ACTION_LABELS: Readonly<Record<OrganizationUserAction, string>> = activeLabels(
  accountSettingsDomainMessages,
  {
    disableMfa: 'orgUsers.action.disableMfa',
    disableAccount: 'orgUsers.action.disableAccount',
    enableAccount: 'orgUsers.action.enableAccount',
  },
);

const QUESTIONS = {
  disableMfa: 'orgUsers.question.disableMfa',
  disableAccount: 'orgUsers.question.disableAccount',
  enableAccount: 'orgUsers.question.enableAccount',
} as const;

/** "Are you sure?" of each action, naming the user: the tab's dialog and `llts org-users` ask the same. */
export const ORGANIZATION_USER_QUESTIONS: Record<OrganizationUserAction, (who: string) => string> = {
  disableMfa: (who) => accountSettingsDomainMessages.t(QUESTIONS.disableMfa, { who }),
  disableAccount: (who) => accountSettingsDomainMessages.t(QUESTIONS.disableAccount, { who }),
  enableAccount: (who) => accountSettingsDomainMessages.t(QUESTIONS.enableAccount, { who }),
};

/** The identity settings an action leaves behind (what the row shows once it succeeded). */
export function identityAfter(identity: IdentitySettings, action: OrganizationUserAction): IdentitySettings {
  if (action === 'disableMfa') return { ...identity, isMfaEnabled: false };
  return { ...identity, isAccountEnabled: action === 'enableAccount' };
}
