// Language groups of the account settings: read all, and store one scope's whole list (the server
// replaces the list of that scope with what is sent, so callers send the full edited list).

import type { LanguageGroupScope } from '../domain/enums';
import type { LanguageGroup } from '../domain/entities/languageGroup';
import type { HttpClient } from '../http/client';
import { listOf, segment, type CallInit } from './call';

// Shape not shown in the spec: one array of both scopes, each group carrying its scope.
export function listLanguageGroups(http: HttpClient, init?: CallInit): Promise<LanguageGroup[]> {
  return http.get('/userAccount/languageGroups', {
    signal: init?.signal,
    expect: listOf<LanguageGroup>({ name: 'string', languages: 'array' }),
  });
}

export async function storeLanguageGroups(
  http: HttpClient,
  scope: LanguageGroupScope,
  groups: readonly LanguageGroup[],
  init?: CallInit,
): Promise<void> {
  await http.post(`/userAccount/languageGroups/${segment(scope)}`, groups, { signal: init?.signal });
}
