// Adding, editing and deleting a language group (spec part 1 §2, §5, §7), for the Language Groups tab and
// `llts language-groups`: the rules first (name and languages required, names unique in their scope, the
// organisation's list is the client role's), then the whole list of that scope is stored.
import { storeLanguageGroups } from '../api/languageGroups';
import { canEditOrganizationGroups } from '../domain/accountSettings';
import type { LanguageGroupScope } from '../domain/enums';
import { accountSettingsDomainMessages } from '../domain/i18n/accountSettings/messages';
import type { LanguageGroup } from '../domain/entities/languageGroup';
import type { XtrfLanguageRef } from '../domain/entities/language';
import { groupsOfScope, isDuplicateGroupName, withGroup, withoutGroup } from '../domain/languageGroupEdits';
import type { HttpClient } from '../http/client';
import { MESSAGES } from '../validation/messages';
import { languageGroupSchema } from '../validation/projectSchemas';
import { validateSync } from '../validation/validateSync';
import { FlowError, assertValid } from './flowErrors';

/** The delete confirmation: the Language Groups tab's dialog and `llts language-groups delete` ask the same. */
export const DELETE_LANGUAGE_GROUP_TEXTS = {
  get title() {
    return accountSettingsDomainMessages.t('languageGroups.deleteTitle');
  },
  question: (name: string) => accountSettingsDomainMessages.t('languageGroups.deleteQuestion', { name }),
  get confirm() {
    return accountSettingsDomainMessages.t('languageGroups.deleteConfirm');
  },
};

export interface LanguageGroupChange {
  scope: LanguageGroupScope;
  name: string;
  languages: XtrfLanguageRef[];
  /** The name of the group being edited; absent when adding. */
  editing?: string;
}

function assertMayEdit(scope: LanguageGroupScope, roles: readonly string[]) {
  if (scope === 'ORGANIZATION' && !canEditOrganizationGroups(roles)) {
    throw new FlowError(
      'forbidden',
      'Only organisation managers can change the organisation-wide language groups.',
    );
  }
}

/** The field errors of a group as typed (the editor dialog shows them under its fields). */
export function languageGroupErrors(all: readonly LanguageGroup[], change: LanguageGroupChange) {
  const errors = validateSync(languageGroupSchema, { name: change.name, languages: change.languages });
  if (!errors.name && isDuplicateGroupName(groupsOfScope(all, change.scope), change.name, change.editing)) {
    errors.name = MESSAGES.DUPLICATE_LANGUAGE_GROUP;
  }
  return errors;
}

/** Adds or replaces one group; returns the scope's new full list (what was stored). */
export async function saveLanguageGroup(
  http: HttpClient,
  all: readonly LanguageGroup[],
  change: LanguageGroupChange,
  roles: readonly string[],
): Promise<LanguageGroup[]> {
  assertMayEdit(change.scope, roles);
  assertValid(languageGroupErrors(all, change));
  const list = groupsOfScope(all, change.scope);
  if (change.editing !== undefined && !isDuplicateGroupName(list, change.editing)) {
    throw new FlowError('notFound', `There is no language group named '${change.editing}'.`);
  }
  const next = withGroup(
    list,
    { name: change.name, scope: change.scope, languages: change.languages },
    change.editing,
  );
  await storeLanguageGroups(http, change.scope, next);
  return next;
}

export async function deleteLanguageGroup(
  http: HttpClient,
  all: readonly LanguageGroup[],
  scope: LanguageGroupScope,
  name: string,
  roles: readonly string[],
): Promise<LanguageGroup[]> {
  assertMayEdit(scope, roles);
  const list = groupsOfScope(all, scope);
  if (!isDuplicateGroupName(list, name))
    throw new FlowError('notFound', `There is no language group named '${name}'.`);
  const next = withoutGroup(list, name);
  await storeLanguageGroups(http, scope, next);
  return next;
}
