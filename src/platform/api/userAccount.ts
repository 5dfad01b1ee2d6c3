// The signed-in user's account: read it (with its client config), create one (sign-up and the prompt
// after a submission), assign an organisation, and read linked clients and enabled applications.

import type { ClientConfig } from '../domain/entities/clientConfig';
import type {
  CreateUserAccountPayload,
  EnabledApplicationsResponse,
  UserAccount,
} from '../domain/entities/userAccount';
import type { HttpClient } from '../http/client';
import { hasFields, isRecord } from '../http/shape';
import { listOf, type CallInit } from './call';

// The account's clientConfig may be missing (no organisation yet), but when present it must be a record.
const isUserAccount = (value: unknown): value is UserAccount =>
  isRecord(value) && (value.clientConfig == null || isRecord(value.clientConfig));

export function getUserAccount(http: HttpClient, init?: CallInit): Promise<UserAccount> {
  return http.get('/userAccount', { signal: init?.signal, expect: isUserAccount });
}

/** Response not shown in the spec: nothing is read from it. */
export async function createUserAccount(
  http: HttpClient,
  payload: CreateUserAccountPayload,
  init?: CallInit,
): Promise<void> {
  await http.post('/userAccount', payload, { signal: init?.signal });
}

/** The organisation picker's choice after sign-in. */
export async function assignClient(http: HttpClient, clientId: string, init?: CallInit): Promise<void> {
  await http.post('/userAccount/actions/assignClient', { clientId }, { signal: init?.signal });
}

// Shape not shown in the spec: the client configs the user is linked to.
export function listLinkedClients(http: HttpClient, init?: CallInit): Promise<ClientConfig[]> {
  return http.get('/userAccount/linkedClients', {
    signal: init?.signal,
    expect: listOf<ClientConfig>({ clientId: 'string' }),
  });
}

export function getEnabledApplications(
  http: HttpClient,
  init?: CallInit,
): Promise<EnabledApplicationsResponse> {
  return http.get('/userAccount/enabledApplications', {
    signal: init?.signal,
    expect: hasFields<EnabledApplicationsResponse>({ applicationIds: 'array' }),
  });
}
