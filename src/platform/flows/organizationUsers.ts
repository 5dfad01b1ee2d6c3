// The Organization Users tab and `llts org-users` (spec part 1 §2, §7): the contacts with each one's
// identity settings (one call per contact, MFA status included), and the confirmed row actions.
import {
  disableAccount,
  disableMfa,
  enableAccount,
  getIdentitySettings,
  listOrganizationUsers,
} from '../api/organizationUsers';
import type { IdentitySettings } from '../domain/entities/organizationUsers';
import {
  identityAfter,
  organizationUserActions,
  type OrganizationUser,
  type OrganizationUserAction,
} from '../domain/organizationUsers';
import type { HttpClient } from '../http/client';
import { FlowError } from './flowErrors';

const identityOf = (http: HttpClient, user: Pick<OrganizationUser, 'contact'>) =>
  getIdentitySettings(http, user.contact.id, { email: user.contact.email, includeMfaStatus: true });

/** Every contact with its identity settings; a contact whose settings failed keeps `identity` undefined. */
export async function loadOrganizationUsers(http: HttpClient): Promise<OrganizationUser[]> {
  const contacts = await listOrganizationUsers(http);
  return Promise.all(
    contacts.map(async (contact) => ({
      contact,
      identity: await identityOf(http, { contact }).catch(() => undefined),
    })),
  );
}

const CALLS = { disableMfa, disableAccount, enableAccount } as const;

/**
 * Runs an action the rules allow on this row and returns the row's new identity settings. An action the
 * rules refuse (own account, disabled account) is a FlowError and never reaches the API.
 */
export async function runOrganizationUserAction(
  http: HttpClient,
  user: OrganizationUser,
  action: OrganizationUserAction,
  ownUsername: string,
): Promise<IdentitySettings> {
  const identity = user.identity;
  if (!identity || !organizationUserActions(user, ownUsername).includes(action)) {
    throw new FlowError('actionNotAvailable', `This action is not available for ${user.contact.email}.`);
  }
  await CALLS[action](http, user.contact.id, identity.username);
  return identityAfter(identity, action);
}

/** Finds a row by username or e-mail (the CLI names users that way), ignoring case. */
export function findOrganizationUser(
  users: readonly OrganizationUser[],
  name: string,
): OrganizationUser | undefined {
  const wanted = name.trim().toLowerCase();
  return users.find(
    (user) => user.identity?.username.toLowerCase() === wanted || user.contact.email.toLowerCase() === wanted,
  );
}
