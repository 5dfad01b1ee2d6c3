// File translation's language pairs (part 2 §2.7, §7): GET /xl8/fileTranslation/languageCombinations
// answers, for the chosen source, the targets its engine can translate files into. The upload form offers
// only those targets, and the form and the flow refuse any other.
import type { LanguageCombination } from './entities/language';

/** The targets the combinations allow from this source (never the source itself). */
export function combinationTargetIds(
  combinations: readonly LanguageCombination[],
  sourceLanguageId: string | null | undefined,
): string[] {
  if (!sourceLanguageId) return [];
  return combinations
    .filter(
      (pair) => pair.sourceLanguageId === sourceLanguageId && pair.targetLanguageId !== sourceLanguageId,
    )
    .map((pair) => pair.targetLanguageId);
}

/**
 * Chosen targets that the combinations do not allow from the source. The source itself is left out: it
 * has its own message ('Target languages cannot include a source language').
 */
export function unsupportedFileTargets(
  sourceLanguageId: string | null | undefined,
  targetLanguageIds: readonly string[] | null | undefined,
  allowedTargetIds: readonly string[],
): string[] {
  const allowed = new Set(allowedTargetIds);
  return (targetLanguageIds ?? []).filter((id) => id !== sourceLanguageId && !allowed.has(id));
}
