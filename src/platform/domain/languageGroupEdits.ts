// Editing one scope's language groups (spec part 1 §2, §7): the server replaces the whole list of a scope,
// so every change is a new full list. Names are unique within a scope, ignoring case.
import type { LanguageGroupScope } from './enums';
import type { Language, XtrfLanguageRef } from './entities/language';
import type { LanguageGroup } from './entities/languageGroup';

export const groupsOfScope = (groups: readonly LanguageGroup[], scope: LanguageGroupScope) =>
  groups.filter((group) => group.scope === scope);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether another group of the list (not the one being edited) already has this name. */
export function isDuplicateGroupName(
  list: readonly LanguageGroup[],
  name: string,
  editing?: string,
): boolean {
  return list.some(
    (group) => sameName(group.name, name) && !(editing !== undefined && sameName(group.name, editing)),
  );
}

/** The list with `group` added (no `editing`) or put in place of the group named `editing`. */
export function withGroup(
  list: readonly LanguageGroup[],
  group: LanguageGroup,
  editing?: string,
): LanguageGroup[] {
  const cleaned = { ...group, name: group.name.trim() };
  if (editing === undefined) return [...list, cleaned];
  return list.map((existing) => (sameName(existing.name, editing) ? cleaned : existing));
}

export const withoutGroup = (list: readonly LanguageGroup[], name: string): LanguageGroup[] =>
  list.filter((group) => !sameName(group.name, name));

/** The group references of picked languages (provider ids → TMS ids); a language without an xtrfId has none. */
export function xtrfRefsOf(ids: readonly string[], languages: readonly Language[]): XtrfLanguageRef[] {
  return ids.flatMap((id) => {
    const found = languages.find((language) => language.id === id);
    return found && typeof found.xtrfId === 'number' ? [{ xtrfId: found.xtrfId, name: found.name }] : [];
  });
}

/** Languages a group editor may offer: those with a TMS id (groups name languages by it). */
export const groupableLanguages = (languages: readonly Language[]) =>
  languages.filter((language) => typeof language.xtrfId === 'number' && !language.isDisabled);
