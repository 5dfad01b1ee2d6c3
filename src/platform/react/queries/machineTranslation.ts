// The client's machine-translation settings (limits, file types, engines), read by the text, file and
// media screens; the dubbing voices of the media form.
import { getMachineTranslationSettings } from '../../api/machineTranslation';
import { listDubbingVoices, listFileTranslationLanguageCombinations } from '../../api/referenceData';
import { useApiQuery } from '../useApiQuery';

export const mtSettingsKey = () => ['machineTranslation', 'settings'] as const;

export function useMtSettings() {
  return useApiQuery(mtSettingsKey(), (http) => getMachineTranslationSettings(http));
}

export const fileTranslationCombinationsKey = (sourceLanguageId: string) =>
  ['xl8', 'fileTranslation', 'languageCombinations', sourceLanguageId] as const;

/** The file translation targets of a source (none asked for without one). */
export function useFileTranslationCombinations(sourceLanguageId: string | undefined) {
  return useApiQuery(sourceLanguageId ? fileTranslationCombinationsKey(sourceLanguageId) : null, (http) =>
    listFileTranslationLanguageCombinations(http, sourceLanguageId),
  );
}

export const dubbingVoicesKey = () => ['xl8', 'dubbingVoices'] as const;

/** The voices a dubbing request may choose per target, each with its sample. */
export function useDubbingVoices() {
  return useApiQuery(dubbingVoicesKey(), (http) => listDubbingVoices(http));
}
