// The organisation users tab (client role): the contacts, each one's identity settings, and the row
// actions. The path's 'indentitySettings' spelling is the API's own and is kept.

import type {
  ClientContact,
  IdentitySettings,
  IdentitySettingsQuery,
} from '../domain/entities/organizationUsers';
import type { HttpClient } from '../http/client';
import { hasFields } from '../http/shape';
import { listOf, segment, type CallInit } from './call';

const contactPath = (clientContactId: string | number) =>
  `/userAccount/organizationClientContacts/${segment(clientContactId)}`;

export function listOrganizationUsers(http: HttpClient, init?: CallInit): Promise<ClientContact[]> {
  return http.get('/userAccount/organizationClientContacts', {
    signal: init?.signal,
    expect: listOf<ClientContact>({ email: 'string' }),
  });
}

export function getIdentitySettings(
  http: HttpClient,
  clientContactId: string | number,
  query: IdentitySettingsQuery,
  init?: CallInit,
): Promise<IdentitySettings> {
  return http.get(`${contactPath(clientContactId)}/indentitySettings`, {
    query: { email: query.email, includeMfaStatus: query.includeMfaStatus },
    signal: init?.signal,
    expect: hasFields<IdentitySettings>({ username: 'string', isAccountEnabled: 'boolean' }),
  });
}

type ContactAction = 'disableMfa' | 'enableAccount' | 'disableAccount';

async function contactAction(
  http: HttpClient,
  action: ContactAction,
  clientContactId: string | number,
  username: string,
  init?: CallInit,
): Promise<void> {
  await http.post(
    `${contactPath(clientContactId)}/actions/${action}`,
    { username },
    { signal: init?.signal },
  );
}

export const disableMfa = (
  http: HttpClient,
  clientContactId: string | number,
  username: string,
  init?: CallInit,
) => contactAction(http, 'disableMfa', clientContactId, username, init);

export const enableAccount = (
  http: HttpClient,
  clientContactId: string | number,
  username: string,
  init?: CallInit,
) => contactAction(http, 'enableAccount', clientContactId, username, init);

export const disableAccount = (
  http: HttpClient,
  clientContactId: string | number,
  username: string,
  init?: CallInit,
) => contactAction(http, 'disableAccount', clientContactId, username, init);
