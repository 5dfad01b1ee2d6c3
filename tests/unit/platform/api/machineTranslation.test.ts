import { describe, expect, it } from 'vitest';
import {
  getMachineTranslationSettings,
  postEditText,
  translateFiles,
  translateMediaFiles,
  translateText,
} from '../../../../src/platform/api/machineTranslation';
import type { TranslateFilesRequest } from '../../../../src/platform/domain/entities/machineTranslation';
import type { TranslateMediaRequest } from '../../../../src/platform/domain/entities/media';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

const filesRequest: TranslateFilesRequest = {
  requestName: 'Batch 1',
  files: [{ fileName: 'a.docx', category: 'SOURCE_DOCUMENT', fileKey: 'tmp/u1/a.docx' }],
  sourceLanguageId: 'enu',
  targetLanguageIds: ['deu'],
};

const mediaRequest: TranslateMediaRequest = {
  requestName: 'Video 1',
  files: [{ fileName: 'v.mp4', category: 'SOURCE_DOCUMENT', fileKey: 'tmp/u2/v.mp4' }],
  sourceLanguageId: 'enu',
  targetLanguageIds: ['deu'],
  subtitlesType: [],
  isDubbingRequested: true,
  dubbingVoices: [{ languageId: 'deu', voiceName: 'anna' }],
  isSubtitleEmbeddingRequested: false,
};

describe('machineTranslation api', () => {
  const server = runApiCases([
    {
      name: 'getMachineTranslationSettings',
      call: (c) => getMachineTranslationSettings(c),
      method: 'GET',
      path: '/machineTranslation/settings',
      response: {
        maxCharactersPerRequest: 5000,
        allowedFileTypes: ['WORD', 'PDF'],
        disableMediaTranslation: false,
      },
    },
    {
      name: 'translateText',
      call: (c) =>
        translateText(c, {
          text: 'Hello',
          sourceLanguageCode: 'AUTODETECT_LANGUAGE',
          targetLanguageCode: 'deu',
        }),
      method: 'POST',
      path: '/machineTranslation/actions/translateText',
      body: { text: 'Hello', sourceLanguageCode: 'AUTODETECT_LANGUAGE', targetLanguageCode: 'deu' },
      response: {
        translatedText: 'Hallo',
        detectedLanguage: 'enu',
        aiLinguisticQualityReviewResult: { score: 4, scoreReason: 'Fluent' },
      },
    },
    {
      name: 'postEditText',
      call: (c) =>
        postEditText(c, {
          sourceLanguageId: 'enu',
          sourceText: 'Hello',
          targetLanguageId: 'deu',
          targetText: 'Hallo',
        }),
      method: 'POST',
      path: '/machineTranslation/actions/postEditText',
      body: { sourceLanguageId: 'enu', sourceText: 'Hello', targetLanguageId: 'deu', targetText: 'Hallo' },
      response: { correctedText: 'Hallo!' },
    },
    {
      name: 'translateFiles',
      call: (c) => translateFiles(c, filesRequest),
      method: 'POST',
      path: '/machineTranslation/actions/translateFiles',
      body: filesRequest,
      response: { id: 'jr-20' },
    },
    {
      name: 'translateMediaFiles',
      call: (c) => translateMediaFiles(c, mediaRequest),
      method: 'POST',
      path: '/machineTranslation/actions/translateMediaFiles',
      body: mediaRequest,
      response: { id: 'jr-21' },
    },
  ]);

  it('a translation without translatedText is a ResponseFormatError', async () => {
    answerEverything(server, 200, { text: 'Hallo' });
    await expect(
      translateText(newClient(), { text: 'Hello', sourceLanguageCode: 'enu', targetLanguageCode: 'deu' }),
    ).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
