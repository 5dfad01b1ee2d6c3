// The language lists of the pickers: every language (GET /languages) and the provider's languages that
// an engine supports (GET /lltsLanguages with its flags).
import { listLanguages, listLltsLanguages } from '../../api/referenceData';
import type { LltsLanguageFlags } from '../../domain/entities/language';
import { useApiQuery } from '../useApiQuery';

export const languagesKey = () => ['languages'] as const;

/**
 * Only the flags that are set take part, in a fixed order, so `{ azureIdExists: true }` and
 * `{ azureIdExists: true, xtrfIdExists: undefined }` share one cache entry (and one request).
 */
export const lltsLanguagesKey = (flags: LltsLanguageFlags = {}) =>
  [
    'lltsLanguages',
    flags.intentoIdExists ?? null,
    flags.azureIdExists ?? null,
    flags.xtrfIdExists ?? null,
  ] as const;

export function useLanguages() {
  return useApiQuery(languagesKey(), (http) => listLanguages(http));
}

export function useLltsLanguages(flags: LltsLanguageFlags = {}) {
  return useApiQuery(lltsLanguagesKey(flags), (http) => listLltsLanguages(http, flags));
}
