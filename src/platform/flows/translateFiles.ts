// File translation (part 2 §2.7): the files go to temporary storage through a presigned post, then the
// request is started with their keys. Files are checked first against the settings' limits and the
// spec's (at most 10 targets, total under 250 MB), then the targets against the file translation
// combinations of the source (GET /xl8/fileTranslation/languageCombinations), before any upload.
import { translateFiles } from '../api/machineTranslation';
import { createTempPresignedPost } from '../api/projects';
import { presignedKeyFor, uploadToPresignedPost } from '../api/presignedUpload';
import { listFileTranslationLanguageCombinations } from '../api/referenceData';
import type { Language } from '../domain/entities/language';
import type { UploadableFile } from '../domain/entities/upload';
import { combinationTargetIds } from '../domain/mtFileLanguages';
import type { HttpClient } from '../http/client';
import { mtFileFormErrors, type MtFileSettings } from '../validation/machineTranslation';
import { assertValid } from './flowErrors';

export interface FileTranslationInput {
  requestName: string;
  sourceLanguageId: string;
  targetLanguageIds: string[];
  files: readonly UploadableFile[];
}

export interface FileTranslationOptions {
  settings?: MtFileSettings;
  /** Names the refused targets in the message (the settings' supportedLltsLanguages); ids otherwise. */
  languages?: readonly Pick<Language, 'id' | 'name'>[];
  signal?: AbortSignal;
  fetch?: typeof fetch;
  onProgress?: (loaded: number, total: number) => void;
}

/** Returns the id of the created job request. */
export async function translateFilesFlow(
  http: HttpClient,
  input: FileTranslationInput,
  options: FileTranslationOptions = {},
): Promise<string> {
  const values = { ...input, files: input.files.map((f) => ({ name: f.name, size: f.data.size })) };
  assertValid(mtFileFormErrors(values, options.settings));
  const init = { signal: options.signal };
  const combinations = await listFileTranslationLanguageCombinations(http, input.sourceLanguageId, init);
  const languageName = (id: string) => options.languages?.find((l) => l.id === id)?.name ?? id;
  assertValid(
    mtFileFormErrors(values, options.settings, {
      allowedTargetIds: combinationTargetIds(combinations, input.sourceLanguageId),
      languageName,
    }),
  );
  const post = await createTempPresignedPost(http, init);
  const total = input.files.reduce((sum, f) => sum + f.data.size, 0);
  let done = 0;
  const files = [];
  for (const file of input.files) {
    const { key } = await uploadToPresignedPost(
      post,
      file,
      (loaded) => options.onProgress?.(done + loaded, total),
      {
        ...init,
        fetch: options.fetch,
      },
    );
    done += file.data.size;
    files.push({
      fileName: file.name,
      category: 'SOURCE_DOCUMENT' as const,
      fileKey: key ?? presignedKeyFor(post, file.name) ?? file.name,
    });
  }
  const started = await translateFiles(
    http,
    {
      requestName: input.requestName.trim(),
      files,
      sourceLanguageId: input.sourceLanguageId,
      targetLanguageIds: input.targetLanguageIds,
    },
    init,
  );
  return started.id;
}
