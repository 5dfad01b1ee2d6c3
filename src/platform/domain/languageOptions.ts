// The language pickers of the request forms (part 2 §2.3): what they offer, in which order, what they
// start with, and what a client's create-project settings hide or lock. Language groups and client
// defaults name languages by their TMS id (xtrfId); the pickers hold provider ids ('enu').
import { sortByName } from './names';
import type { SourceLanguageSettings, TargetLanguageSettings } from './entities/clientConfig';
import type { Language, XtrfLanguageRef } from './entities/language';

/** Preferred languages first, then by name. */
export function sortLanguages<T extends Pick<Language, 'name' | 'preferred'>>(languages: readonly T[]): T[] {
  const byName = sortByName(languages);
  return [...byName.filter((l) => l.preferred), ...byName.filter((l) => !l.preferred)];
}

/**
 * What a picker offers: the client's available languages, or every language once 'more options' is ticked
 * (or when the client has no list). Disabled languages are never offered.
 */
export function languageOptions(
  all: readonly Language[],
  availableIds: readonly string[] | null | undefined,
  showAll: boolean,
): Language[] {
  const enabled = all.filter((l) => !l.isDisabled);
  const offered = showAll || !availableIds ? enabled : enabled.filter((l) => availableIds.includes(l.id));
  return sortLanguages(offered);
}

/** The provider ids of languages named by TMS id, in the given order; unknown ones are skipped. */
export function idsOfXtrfLanguages(
  refs: readonly XtrfLanguageRef[] | null | undefined,
  languages: readonly Language[],
): string[] {
  const ids: string[] = [];
  for (const ref of refs ?? []) {
    const found = languages.find((l) => l.xtrfId === ref.xtrfId);
    if (found && !ids.includes(found.id)) ids.push(found.id);
  }
  return ids;
}

/** Targets after choosing a language group: its languages appended, none twice. */
export function addLanguageGroup(
  targetIds: readonly string[],
  group: { languages: readonly XtrfLanguageRef[] },
  languages: readonly Language[],
): string[] {
  const added = idsOfXtrfLanguages(group.languages, languages).filter((id) => !targetIds.includes(id));
  return [...targetIds, ...added];
}

export interface PickerSettings {
  hidden: boolean;
  disabled: boolean;
  /** Whether the 'more options' checkbox shows. */
  canShowAll: boolean;
}

export interface LanguagePickerSettings {
  source: PickerSettings & { defaultId?: string };
  targets: PickerSettings & { defaultIds: string[] };
}

const picker = (
  settings: SourceLanguageSettings | TargetLanguageSettings | null | undefined,
): PickerSettings => ({
  hidden: settings?.isHidden === true,
  disabled: settings?.isDisabled === true,
  canShowAll: settings?.disableShowAllLanguages !== true,
});

/** The pickers of a client's form, from its createProjectSettings (none: everything shown and open). */
export function languagePickerSettings(
  settings:
    | { sourceLanguage?: SourceLanguageSettings | null; targetLanguages?: TargetLanguageSettings | null }
    | null
    | undefined,
  languages: readonly Language[],
): LanguagePickerSettings {
  const source = settings?.sourceLanguage;
  const targets = settings?.targetLanguages;
  return {
    source: {
      ...picker(source),
      defaultId: idsOfXtrfLanguages(source?.defaultLanguage ? [source.defaultLanguage] : [], languages)[0],
    },
    targets: { ...picker(targets), defaultIds: idsOfXtrfLanguages(targets?.defaultLanguages, languages) },
  };
}
