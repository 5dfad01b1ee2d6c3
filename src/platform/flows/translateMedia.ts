// Media translation (part 2 §2.9, §3, §4.2): transcription, transcription with translation, dubbing, or
// translated subtitles embedded into the source video. The form's rules (validation/media), which languages
// each project type offers (the xl8 ids it needs), and the flow: upload to temporary storage with the bar
// scaled to 95 %, then the request, then 100 %. The portal's panel and any script use the same code.
import { translateMediaFiles } from '../api/machineTranslation';
import { createTempPresignedPost } from '../api/projects';
import { presignedKeyFor, uploadToPresignedPost } from '../api/presignedUpload';
import type { Language } from '../domain/entities/language';
import type { TranslateMediaRequest } from '../domain/entities/media';
import type { UploadableFile } from '../domain/entities/upload';
import { DEFAULT_SUBTITLE_TYPE, type MediaProjectType, type SubtitleFormat } from '../domain/enums';
import { MEDIA_UPLOAD_PROGRESS_CAP } from '../domain/limits';
import type { HttpClient } from '../http/client';
import { activeLabels } from '../i18n/runtime';
import { mediaFormErrors, type MediaSettings } from '../validation/media';
import { assertValid } from './flowErrors';
import { translateMediaMessages } from './i18n/translateMedia/messages';

/**
 * What each project type is called and does, in a sentence (the panel's first step), each read in the active
 * language (the CLI's: English).
 */
export const MEDIA_PROJECT_TYPE_TEXTS: Readonly<
  Record<MediaProjectType, Readonly<{ title: string; description: string }>>
> = {
  TRANSCRIPTION: activeLabels(translateMediaMessages, {
    title: 'mediaProjectType.TRANSCRIPTION.title',
    description: 'mediaProjectType.TRANSCRIPTION.description',
  }),
  TRANSCRIPTION_AND_TRANSLATION: activeLabels(translateMediaMessages, {
    title: 'mediaProjectType.TRANSCRIPTION_AND_TRANSLATION.title',
    description: 'mediaProjectType.TRANSCRIPTION_AND_TRANSLATION.description',
  }),
  DUBBING: activeLabels(translateMediaMessages, {
    title: 'mediaProjectType.DUBBING.title',
    description: 'mediaProjectType.DUBBING.description',
  }),
  EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO: activeLabels(translateMediaMessages, {
    title: 'mediaProjectType.EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO.title',
    description: 'mediaProjectType.EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO.description',
  }),
};

const hasTargets = (type: MediaProjectType) => type !== 'TRANSCRIPTION';
const hasSubtitleTypes = (type: MediaProjectType) =>
  type === 'TRANSCRIPTION' || type === 'TRANSCRIPTION_AND_TRANSLATION';

export const mediaTypeShows = (type: MediaProjectType) => ({
  targets: hasTargets(type),
  subtitleTypes: hasSubtitleTypes(type),
  voices: type === 'DUBBING',
});

/**
 * The languages the form offers: sources need a speech-recognition id (xl8SyncId), targets a translation
 * id. Dubbing offers the same targets: its rule (validation/media) then names those without a dubbing id,
 * which a narrower list would hide from the user instead of explaining (part 2 §5).
 */
export function mediaLanguages(languages: readonly Language[]): { sources: Language[]; targets: Language[] } {
  const usable = languages.filter((l) => !l.isDisabled);
  return {
    sources: usable.filter((l) => !!l.xl8SyncId),
    targets: usable.filter((l) => !!l.xl8FileTranslationId),
  };
}

export interface MediaTranslationInput {
  projectType: MediaProjectType;
  requestName: string;
  sourceLanguageId: string;
  targetLanguageIds: readonly string[];
  subtitleTypes?: readonly SubtitleFormat[];
  /** Voice name by target language id (dubbing). */
  dubbingVoices?: Readonly<Record<string, string | undefined>>;
  files: readonly (UploadableFile & { type?: string })[];
}

export interface MediaTranslationOptions {
  languages: readonly Language[];
  settings?: MediaSettings;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** 0–95 while the files upload, 100 once the request exists. */
  onProgress?: (percent: number) => void;
}

/**
 * The form's problems, by field (targets, voices and subtitle types only where the type uses them). The
 * targets' problems are keyed targetLanguageIds, the input's name for them (and the panel's field).
 */
export function mediaInputErrors(
  input: MediaTranslationInput,
  options: Pick<MediaTranslationOptions, 'languages' | 'settings'>,
) {
  const byId = new Map(options.languages.map((l) => [l.id, l]));
  const shows = mediaTypeShows(input.projectType);
  const { targetLanguages, ...errors } = mediaFormErrors(
    {
      projectType: input.projectType,
      projectName: input.requestName,
      sourceLanguageId: input.sourceLanguageId,
      targetLanguages: shows.targets
        ? input.targetLanguageIds.map((id) => ({
            id,
            name: byId.get(id)?.name ?? id,
            xl8DubbingId: byId.get(id)?.xl8DubbingId,
          }))
        : [],
      subtitleTypes: input.subtitleTypes,
      dubbingVoices: input.dubbingVoices,
      files: input.files.map((f) => ({
        name: f.name,
        size: f.data.size,
        type: f.type ?? (f.data as Blob).type,
      })),
    },
    options.settings,
  );
  return targetLanguages === undefined ? errors : { ...errors, targetLanguageIds: targetLanguages };
}

/** The request body: targets, subtitle types and voices only where the project type uses them. */
export function mediaRequestBody(
  input: MediaTranslationInput,
  files: TranslateMediaRequest['files'],
): TranslateMediaRequest {
  const shows = mediaTypeShows(input.projectType);
  const targets = shows.targets ? [...input.targetLanguageIds] : [];
  return {
    requestName: input.requestName.trim(),
    files,
    sourceLanguageId: input.sourceLanguageId,
    targetLanguageIds: targets,
    subtitlesType: shows.subtitleTypes
      ? [...(input.subtitleTypes?.length ? input.subtitleTypes : [DEFAULT_SUBTITLE_TYPE])]
      : [],
    isDubbingRequested: shows.voices,
    dubbingVoices: shows.voices
      ? targets.map((languageId) => ({ languageId, voiceName: input.dubbingVoices?.[languageId] ?? '' }))
      : [],
    isSubtitleEmbeddingRequested: input.projectType === 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
  };
}

/** Returns the id of the created job request. */
export async function translateMediaFlow(
  http: HttpClient,
  input: MediaTranslationInput,
  options: MediaTranslationOptions,
): Promise<string> {
  assertValid(mediaInputErrors(input, options));
  const init = { signal: options.signal };
  const post = await createTempPresignedPost(http, init);
  const total = input.files.reduce((sum, f) => sum + f.data.size, 0) || 1;
  let done = 0;
  const refs: TranslateMediaRequest['files'] = [];
  for (const file of input.files) {
    const { key } = await uploadToPresignedPost(
      post,
      file,
      (loaded) => options.onProgress?.(Math.floor(((done + loaded) / total) * MEDIA_UPLOAD_PROGRESS_CAP)),
      { ...init, fetch: options.fetch },
    );
    done += file.data.size;
    refs.push({
      fileName: file.name,
      category: 'SOURCE_DOCUMENT',
      fileKey: key ?? presignedKeyFor(post, file.name) ?? file.name,
    });
  }
  options.onProgress?.(MEDIA_UPLOAD_PROGRESS_CAP);
  const started = await translateMediaFiles(http, mediaRequestBody(input, refs), init);
  options.onProgress?.(100);
  return started.id;
}
