// Adding, editing and deleting language groups: each change stores one scope's whole list (the flows), and
// the hooks put that list into the one cache entry (languageGroupsKey), so the pickers show it at once.
import { useCallback } from 'react';
import type { LanguageGroupScope } from '../../domain/enums';
import type { LanguageGroup } from '../../domain/entities/languageGroup';
import { deleteLanguageGroup, saveLanguageGroup, type LanguageGroupChange } from '../../flows/languageGroups';
import { useHttpClient } from '../platformStore';
import { useApiMutate } from '../useApiMutate';
import { languageGroupsKey } from './languageGroups';

/** Both scopes with one scope's stored list in place of its old one: personal groups first. */
function withScope(
  all: readonly LanguageGroup[],
  scope: LanguageGroupScope,
  stored: readonly LanguageGroup[],
) {
  const others = all.filter((group) => group.scope !== scope);
  return scope === 'PERSONAL' ? [...stored, ...others] : [...others, ...stored];
}

function useStoreScope() {
  const mutate = useApiMutate();
  return useCallback(
    (all: readonly LanguageGroup[], scope: LanguageGroupScope, stored: readonly LanguageGroup[]) =>
      mutate(languageGroupsKey(), withScope(all, scope, stored)),
    [mutate],
  );
}

/** Adds or edits a group (saveLanguageGroup: the rules, then the scope's list stored). */
export function useSaveLanguageGroup() {
  const http = useHttpClient();
  const storeScope = useStoreScope();
  return useCallback(
    async (all: readonly LanguageGroup[], change: LanguageGroupChange, roles: readonly string[]) => {
      const stored = await saveLanguageGroup(http, all, change, roles);
      await storeScope(all, change.scope, stored);
    },
    [http, storeScope],
  );
}

/** Deletes a group by name from its scope. */
export function useDeleteLanguageGroup() {
  const http = useHttpClient();
  const storeScope = useStoreScope();
  return useCallback(
    async (all: readonly LanguageGroup[], group: LanguageGroup, roles: readonly string[]) => {
      const stored = await deleteLanguageGroup(http, all, group.scope, group.name, roles);
      await storeScope(all, group.scope, stored);
    },
    [http, storeScope],
  );
}
