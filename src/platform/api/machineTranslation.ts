// Self-service machine translation: the client's settings, text translation and its AI post-edit, and
// starting file and media translation requests over files already uploaded to temporary storage.

import type {
  MachineTranslationSettings,
  PostEditTextRequest,
  PostEditTextResponse,
  TranslateFilesRequest,
  TranslateTextRequest,
  TranslateTextResponse,
  TranslationStarted,
} from '../domain/entities/machineTranslation';
import type { TranslateMediaRequest } from '../domain/entities/media';
import type { HttpClient } from '../http/client';
import { hasFields, isRecord } from '../http/shape';
import type { CallInit } from './call';

const isStarted = hasFields<TranslationStarted>({ id: 'string' });

export function getMachineTranslationSettings(
  http: HttpClient,
  init?: CallInit,
): Promise<MachineTranslationSettings> {
  return http.get('/machineTranslation/settings', {
    signal: init?.signal,
    expect: (value): value is MachineTranslationSettings => isRecord(value),
  });
}

export function translateText(
  http: HttpClient,
  body: TranslateTextRequest,
  init?: CallInit,
): Promise<TranslateTextResponse> {
  return http.post('/machineTranslation/actions/translateText', body, {
    signal: init?.signal,
    expect: hasFields<TranslateTextResponse>({ translatedText: 'string' }),
  });
}

export function postEditText(
  http: HttpClient,
  body: PostEditTextRequest,
  init?: CallInit,
): Promise<PostEditTextResponse> {
  return http.post('/machineTranslation/actions/postEditText', body, {
    signal: init?.signal,
    expect: hasFields<PostEditTextResponse>({ correctedText: 'string' }),
  });
}

export function translateFiles(
  http: HttpClient,
  body: TranslateFilesRequest,
  init?: CallInit,
): Promise<TranslationStarted> {
  return http.post('/machineTranslation/actions/translateFiles', body, {
    signal: init?.signal,
    expect: isStarted,
  });
}

export function translateMediaFiles(
  http: HttpClient,
  body: TranslateMediaRequest,
  init?: CallInit,
): Promise<TranslationStarted> {
  return http.post('/machineTranslation/actions/translateMediaFiles', body, {
    signal: init?.signal,
    expect: isStarted,
  });
}
