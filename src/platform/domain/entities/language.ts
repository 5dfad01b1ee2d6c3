// Languages as the reference-data calls return them, the light references other entities embed, and
// the file-translation combinations. Language ids are the provider's short codes (English is 'enu');
// xtrfId is the numeric id in the translation management system, used by language groups and defaults.

export interface Language {
  id: string;
  name: string;
  isDisabled?: boolean;
  /** Preferred languages sort first in pickers. */
  preferred?: boolean;
  xtrfId?: number | null;
  intentoId?: string | null;
  azureId?: string | null;
  /** Media engine ids: a language without xl8DubbingId does not support dubbing. */
  xl8SyncId?: string | null;
  xl8FileTranslationId?: string | null;
  xl8DubbingId?: string | null;
}

/** Filters of GET /lltsLanguages: keep only languages that have an id in the given engine. */
export interface LltsLanguageFlags {
  intentoIdExists?: boolean;
  azureIdExists?: boolean;
  xtrfIdExists?: boolean;
}

/** A language as embedded in a job request or an auto quote. */
export interface LanguageIdName {
  id: string;
  name: string;
}

/** A language as language groups and create-project defaults refer to it. */
export interface XtrfLanguageRef {
  xtrfId: number;
  name?: string;
}

// Shape not shown in the spec: one pair per supported source/target combination of file translation.
export interface LanguageCombination {
  sourceLanguageId: string;
  targetLanguageId: string;
}
