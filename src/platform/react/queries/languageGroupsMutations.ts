// Adding, editing and deleting language groups: each change stores one scope's whole list (the flows), and
// the hooks put that list into the one cache entry (languageGroupsKey), so the pickers show it at once.
import type { LanguageGroupScope } from '../../domain/enums';
import type { LanguageGroup } from '../../domain/entities/languageGroup';
import { deleteLanguageGroup, saveLanguageGroup } from '../../flows/languageGroups';
import { useApiChange, type ApiMutate } from '../useApiMutate';
import { languageGroupsKey } from './languageGroups';

/** Both scopes with one scope's stored list in place of its old one: personal groups first. */
function storeScope(
  mutate: ApiMutate,
  all: readonly LanguageGroup[],
  scope: LanguageGroupScope,
  stored: readonly LanguageGroup[],
) {
  const others = all.filter((group) => group.scope !== scope);
  return mutate(languageGroupsKey(), scope === 'PERSONAL' ? [...stored, ...others] : [...others, ...stored]);
}

/** Adds or edits a group (saveLanguageGroup: the rules, then the scope's list stored). */
export const useSaveLanguageGroup = () =>
  useApiChange(saveLanguageGroup, (mutate, stored, all, change) =>
    storeScope(mutate, all, change.scope, stored),
  );

/** Deletes a group by name from its scope. */
export const useDeleteLanguageGroup = () =>
  useApiChange(deleteLanguageGroup, (mutate, stored, all, scope) => storeScope(mutate, all, scope, stored));
