// Client configurations: looked up by e-mail domain, contact e-mail and external groups (sign-up,
// create request, organisation picker), one by id (external links), and a client's custom field
// definitions and available languages.

import type { CustomFieldCategory } from '../domain/enums';
import type { ClientConfig, ClientConfigQuery } from '../domain/entities/clientConfig';
import type { CustomFieldDefinition } from '../domain/entities/customField';
import type { HttpClient } from '../http/client';
import { hasFields, isArrayOf } from '../http/shape';
import { isString, listOf, segment, type CallInit } from './call';

const isClientConfig = hasFields<ClientConfig>({ clientId: 'string', companyName: 'string' });

export function listClientConfigs(
  http: HttpClient,
  query: ClientConfigQuery,
  init?: CallInit,
): Promise<ClientConfig[]> {
  return http.get('/clientConfigs', {
    query: {
      emailDomain: query.emailDomain,
      contactEmail: query.contactEmail,
      externalGroups: query.externalGroups,
    },
    signal: init?.signal,
    expect: isArrayOf(isClientConfig),
  });
}

export function getClientConfig(http: HttpClient, clientId: string, init?: CallInit): Promise<ClientConfig> {
  return http.get(`/clientConfigs/${segment(clientId)}`, { signal: init?.signal, expect: isClientConfig });
}

export function listCustomFieldDefinitions(
  http: HttpClient,
  clientId: string,
  category?: CustomFieldCategory,
  init?: CallInit,
): Promise<CustomFieldDefinition[]> {
  return http.get(`/clientConfigs/${segment(clientId)}/customFieldDefinitions`, {
    query: { category },
    signal: init?.signal,
    expect: listOf<CustomFieldDefinition>({ name: 'string', type: 'string' }),
  });
}

/** The ids of the languages the client offers before 'more options' widens the list. */
export function listAvailableLanguages(
  http: HttpClient,
  clientId: string,
  init?: CallInit,
): Promise<string[]> {
  return http.get(`/clientConfigs/${segment(clientId)}/availableLanguages`, {
    signal: init?.signal,
    expect: isArrayOf(isString),
  });
}
