// One client's configuration and what hangs off it: custom field definitions by category and the languages
// it offers. Every hook waits (fetches nothing) until it has a client id.
import { getClientConfig, listAvailableLanguages, listCustomFieldDefinitions } from '../../api/clientConfigs';
import type { CustomFieldCategory } from '../../domain/enums';
import { useApiQuery } from '../useApiQuery';

export const clientConfigKey = (clientId: string) => ['clientConfigs', clientId] as const;
export const customFieldDefinitionsKey = (clientId: string, category: CustomFieldCategory | null = null) =>
  ['clientConfigs', clientId, 'customFieldDefinitions', category] as const;
export const availableLanguagesKey = (clientId: string) =>
  ['clientConfigs', clientId, 'availableLanguages'] as const;

export function useClientConfig(clientId: string | null | undefined) {
  return useApiQuery(clientId ? clientConfigKey(clientId) : null, (http) =>
    getClientConfig(http, clientId ?? ''),
  );
}

/** The client's custom fields of one category (PROJECT, USER, ...); no category: all of them. */
export function useCustomFieldDefinitions(
  clientId: string | null | undefined,
  category?: CustomFieldCategory,
) {
  return useApiQuery(clientId ? customFieldDefinitionsKey(clientId, category) : null, (http) =>
    listCustomFieldDefinitions(http, clientId ?? '', category),
  );
}

/** The ids of the languages the client offers before 'more options' widens a picker to all. */
export function useAvailableLanguages(clientId: string | null | undefined) {
  return useApiQuery(clientId ? availableLanguagesKey(clientId) : null, (http) =>
    listAvailableLanguages(http, clientId ?? ''),
  );
}
