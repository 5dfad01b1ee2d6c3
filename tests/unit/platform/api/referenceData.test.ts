import { describe, expect, it } from 'vitest';
import {
  listCountries,
  listDubbingVoices,
  listFileTranslationLanguageCombinations,
  listLanguages,
  listLltsLanguages,
  listProvinces,
} from '../../../../src/platform/api/referenceData';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

const languages = [{ id: 'enu', name: 'English (US)', xtrfId: 1, intentoId: 'en' }];

describe('referenceData api', () => {
  const server = runApiCases([
    {
      name: 'listLanguages',
      call: (c) => listLanguages(c),
      method: 'GET',
      path: '/languages',
      response: languages,
    },
    {
      name: 'listLltsLanguages sends the engine flags given',
      call: (c) => listLltsLanguages(c, { intentoIdExists: true, azureIdExists: false, xtrfIdExists: true }),
      method: 'GET',
      path: '/lltsLanguages',
      query: { intentoIdExists: 'true', azureIdExists: 'false', xtrfIdExists: 'true' },
      response: languages,
    },
    {
      name: 'listLltsLanguages without flags sends no query',
      call: (c) => listLltsLanguages(c),
      method: 'GET',
      path: '/lltsLanguages',
      response: [],
    },
    {
      name: 'listCountries',
      call: (c) => listCountries(c),
      method: 'GET',
      path: '/countries',
      response: [{ id: 227, name: 'United States' }],
    },
    {
      name: 'listProvinces',
      call: (c) => listProvinces(c),
      method: 'GET',
      path: '/provinces',
      response: [{ id: 5, name: 'Ohio', countryId: 227 }],
    },
    {
      name: 'listFileTranslationLanguageCombinations sends the source',
      call: (c) => listFileTranslationLanguageCombinations(c, 'enu'),
      method: 'GET',
      path: '/xl8/fileTranslation/languageCombinations',
      query: { sourceLanguageId: 'enu' },
      response: [{ sourceLanguageId: 'enu', targetLanguageId: 'deu' }],
    },
    {
      name: 'listFileTranslationLanguageCombinations without a source',
      call: (c) => listFileTranslationLanguageCombinations(c, ''),
      method: 'GET',
      path: '/xl8/fileTranslation/languageCombinations',
      response: [],
    },
    {
      name: 'listDubbingVoices',
      call: (c) => listDubbingVoices(c),
      method: 'GET',
      path: '/xl8/dubbing/dubbingVoices',
      response: [{ voiceName: 'anna', displayName: 'Anna', sampleUrl: 'https://cdn.test/anna.mp3' }],
    },
  ]);

  it('rejects languages without ids', async () => {
    answerEverything(server, 200, [{ name: 'English' }]);
    await expect(listLanguages(newClient())).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
