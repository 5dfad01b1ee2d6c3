// The media project form (part 2 §2.9, §5).
import { exceedsSizeLimit, MEDIA_DEFAULT_MAX_FILE_MB } from '../domain/limits';
import { mediaKindOf } from '../domain/mediaFiles';
import type { MediaProjectType } from '../domain/enums';
import { duplicateNames } from './fileLists';
import type { FileLike } from './fileLists';
import { projectNameSchema } from './fieldSchemas';
import { mtTargetsError, mtTotalSizeError } from './machineTranslation';
import { MESSAGE_BUILDERS, MESSAGES } from './messages';
import { validateField } from './validateSync';
import type { FieldErrors } from './validateSync';

const MB = 1024 * 1024;

export interface MediaFileLike extends FileLike {
  /** MIME type when known (browser); the extension decides otherwise. */
  type?: string | null;
}

export interface MediaTargetLanguage {
  id: string;
  name: string;
  /** Present when the dubbing engine supports the language. */
  xl8DubbingId?: string | null;
}

export interface MediaFormValues {
  projectType: MediaProjectType;
  projectName?: string | null;
  sourceLanguageId?: string | null;
  targetLanguages?: readonly MediaTargetLanguage[] | null;
  subtitleTypes?: readonly string[] | null;
  /** Voice name by target language id (dubbing). */
  dubbingVoices?: Readonly<Record<string, string | null | undefined>> | null;
  files?: readonly MediaFileLike[] | null;
}

export interface MediaSettings {
  maxAudioFileSizeMB?: number | null;
  maxVideoFileSizeMB?: number | null;
}

function filesError(values: MediaFormValues, settings: MediaSettings): string | undefined {
  const files = values.files ?? [];
  if (files.length === 0) return MESSAGES.FILES_REQUIRED;
  const dupes = duplicateNames(files.map((f) => f.name));
  if (dupes.length > 0) return MESSAGE_BUILDERS.duplicateFileNames(dupes);
  for (const file of files) {
    const kind = mediaKindOf(file);
    if (kind === 'other') return MESSAGE_BUILDERS.fileTypeNotAllowed(file.name);
    if (values.projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO' && kind !== 'video') {
      return MESSAGES.EMBEDDING_NEEDS_VIDEO;
    }
    const limitMb =
      (kind === 'audio' ? settings.maxAudioFileSizeMB : settings.maxVideoFileSizeMB) ||
      MEDIA_DEFAULT_MAX_FILE_MB;
    if (exceedsSizeLimit(file.size, limitMb * MB))
      return MESSAGE_BUILDERS.mediaFileTooLarge(file.name, kind, limitMb);
  }
  return mtTotalSizeError(files);
}

/**
 * Field errors of the media form. Targets are not asked for transcription; subtitle types are hidden
 * (so not required) for dubbing and embedding; dubbing needs a voice per target and every target other
 * than the source must support dubbing. Voice errors are keyed 'dubbingVoices.<languageId>'.
 */
export function mediaFormErrors(values: MediaFormValues, settings: MediaSettings = {}): FieldErrors {
  const errors: FieldErrors = {};
  const type = values.projectType;
  const targets = values.targetLanguages ?? [];
  const name = validateField(projectNameSchema, values.projectName);
  if (name) errors.projectName = name;
  if (!values.sourceLanguageId) errors.sourceLanguageId = MESSAGES.REQUIRED;
  if (type !== 'TRANSCRIPTION') {
    const targetsError = mtTargetsError(
      values.sourceLanguageId,
      targets.map((t) => t.id),
    );
    if (targetsError) errors.targetLanguages = targetsError;
  }
  if (
    type !== 'DUBBING' &&
    type !== 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO' &&
    !values.subtitleTypes?.length
  ) {
    errors.subtitleTypes = MESSAGES.REQUIRED;
  }
  if (type === 'DUBBING') {
    const unsupported = targets.filter((t) => t.id !== values.sourceLanguageId && !t.xl8DubbingId);
    if (unsupported.length > 0 && !errors.targetLanguages) {
      errors.targetLanguages = MESSAGE_BUILDERS.dubbingNotSupported(unsupported.map((t) => t.name));
    }
    for (const target of targets) {
      if (!values.dubbingVoices?.[target.id]) errors[`dubbingVoices.${target.id}`] = MESSAGES.REQUIRED;
    }
  }
  const files = filesError(values, settings);
  if (files) errors.files = files;
  return errors;
}
