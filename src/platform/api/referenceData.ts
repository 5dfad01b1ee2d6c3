// Reference data of the pickers: all languages, the provider's languages filtered by engine support,
// countries and provinces, the file-translation language combinations and the dubbing voices.

import type { Country, Province } from '../domain/entities/geography';
import type { Language, LanguageCombination, LltsLanguageFlags } from '../domain/entities/language';
import type { DubbingVoice } from '../domain/entities/media';
import type { HttpClient } from '../http/client';
import { listOf, type CallInit } from './call';

const isLanguageList = listOf<Language>({ id: 'string', name: 'string' });

export function listLanguages(http: HttpClient, init?: CallInit): Promise<Language[]> {
  return http.get('/languages', { signal: init?.signal, expect: isLanguageList });
}

/** Only the flags given travel; a flag keeps the languages that have an id in that engine. */
export function listLltsLanguages(
  http: HttpClient,
  flags: LltsLanguageFlags = {},
  init?: CallInit,
): Promise<Language[]> {
  return http.get('/lltsLanguages', {
    query: {
      intentoIdExists: flags.intentoIdExists,
      azureIdExists: flags.azureIdExists,
      xtrfIdExists: flags.xtrfIdExists,
    },
    signal: init?.signal,
    expect: isLanguageList,
  });
}

export function listCountries(http: HttpClient, init?: CallInit): Promise<Country[]> {
  return http.get('/countries', {
    signal: init?.signal,
    expect: listOf<Country>({ id: 'number', name: 'string' }),
  });
}

/** All provinces; the forms filter them by the selected country. */
export function listProvinces(http: HttpClient, init?: CallInit): Promise<Province[]> {
  return http.get('/provinces', {
    signal: init?.signal,
    expect: listOf<Province>({ id: 'number', name: 'string', countryId: 'number' }),
  });
}

export function listFileTranslationLanguageCombinations(
  http: HttpClient,
  sourceLanguageId?: string,
  init?: CallInit,
): Promise<LanguageCombination[]> {
  return http.get('/xl8/fileTranslation/languageCombinations', {
    query: { sourceLanguageId },
    signal: init?.signal,
    expect: listOf<LanguageCombination>(),
  });
}

export function listDubbingVoices(http: HttpClient, init?: CallInit): Promise<DubbingVoice[]> {
  return http.get('/xl8/dubbing/dubbingVoices', {
    signal: init?.signal,
    expect: listOf<DubbingVoice>({ voiceName: 'string' }),
  });
}
