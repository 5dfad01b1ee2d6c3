// Machine translation forms (part 2 §5): text translation and the file translation upload form.
import { exceedsSizeLimit, MT_MAX_TARGET_LANGUAGES, MT_MAX_TOTAL_BYTES } from '../domain/limits';
import { unsupportedFileTargets } from '../domain/mtFileLanguages';
import { isAllowedFileType } from '../domain/mtFileTypes';
import { fileListError, totalBytes } from './fileLists';
import type { FileLike } from './fileLists';
import type { FieldErrors } from './validateSync';
import { MESSAGE_BUILDERS, MESSAGES } from './messages';
import { projectNameSchema } from './fieldSchemas';
import { validateField } from './validateSync';
import { targetLanguagesError } from './requestForm';

const MB = 1024 * 1024;

/** Targets of machine translation and media: required, not the source, at most 10. */
export function mtTargetsError(
  sourceId: string | null | undefined,
  targetIds: readonly string[] | null | undefined,
): string | undefined {
  const basic = targetLanguagesError(sourceId, targetIds);
  if (basic) return basic;
  return (targetIds ?? []).length > MT_MAX_TARGET_LANGUAGES ? MESSAGES.MT_MAX_TARGET_LANGUAGES : undefined;
}

/** The machine translation total must stay strictly under 250 MB. */
export function mtTotalSizeError(files: readonly FileLike[]): string | undefined {
  return exceedsSizeLimit(totalBytes(files), MT_MAX_TOTAL_BYTES)
    ? MESSAGE_BUILDERS.totalSizeTooLarge(MT_MAX_TOTAL_BYTES)
    : undefined;
}

/** The settings parts these checks read (all optional: unset means unchecked). */
export interface MtFileSettings {
  maxFilesPerRequest?: number | null;
  maxFileSizeMB?: number | null;
  allowedFileTypes?: readonly string[] | null;
}

/** Files of a file translation request: the list rules with settings' limits, accepted types, total. */
export function mtFilesError(
  files: readonly FileLike[] | null | undefined,
  settings: MtFileSettings = {},
): string | undefined {
  const list = files ?? [];
  const listError = fileListError(list, {
    maxFiles: settings.maxFilesPerRequest ?? undefined,
    maxFileBytes: settings.maxFileSizeMB ? settings.maxFileSizeMB * MB : undefined,
  });
  if (listError) return listError;
  const types = settings.allowedFileTypes;
  const rejected =
    types && types.length > 0 ? list.find((f) => !isAllowedFileType(f.name, types)) : undefined;
  if (rejected) return MESSAGE_BUILDERS.fileTypeNotAllowed(rejected.name);
  return mtTotalSizeError(list);
}

export interface MtFileFormValues {
  requestName?: string | null;
  sourceLanguageId?: string | null;
  targetLanguageIds?: readonly string[] | null;
  files?: readonly FileLike[] | null;
}

/**
 * The targets file translation allows from the chosen source (the combinations call), when known, and
 * how to name a language in the message.
 */
export interface MtFileTargets {
  allowedTargetIds: readonly string[];
  languageName?: (id: string) => string;
}

/** The file translation upload form, field by field. */
export function mtFileFormErrors(
  values: MtFileFormValues,
  settings: MtFileSettings = {},
  fileTargets?: MtFileTargets,
): FieldErrors {
  const errors: FieldErrors = {};
  const name = validateField(projectNameSchema, values.requestName);
  if (name) errors.requestName = name;
  if (!values.sourceLanguageId) errors.sourceLanguageId = MESSAGES.REQUIRED;
  const targets = mtTargetsError(values.sourceLanguageId, values.targetLanguageIds);
  if (targets) errors.targetLanguageIds = targets;
  else if (fileTargets) {
    const refused = unsupportedFileTargets(
      values.sourceLanguageId,
      values.targetLanguageIds,
      fileTargets.allowedTargetIds,
    );
    if (refused.length) {
      errors.targetLanguageIds = MESSAGE_BUILDERS.fileTargetsNotSupported(
        refused.map(fileTargets.languageName ?? ((id) => id)),
      );
    }
  }
  const files = mtFilesError(values.files, settings);
  if (files) errors.files = files;
  return errors;
}

/** Text translation: a target language and non-blank text within the settings' character limit. */
export function textTranslationErrors(
  values: { text?: string | null; targetLanguageId?: string | null },
  maxCharactersPerRequest?: number | null,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.targetLanguageId) errors.targetLanguageId = MESSAGES.REQUIRED;
  const text = values.text ?? '';
  if (!text.trim()) errors.text = MESSAGES.REQUIRED;
  else if (maxCharactersPerRequest && text.length > maxCharactersPerRequest) {
    errors.text = MESSAGE_BUILDERS.textTooLong(maxCharactersPerRequest);
  }
  return errors;
}
