// Language arguments by id ('deu') or name ('German'), checked against the API's language list so a typo
// is reported before anything is created.
import { listLanguages } from '../../src/platform/api/referenceData';
import type { Language } from '../../src/platform/domain/entities/language';
import { InvalidInputError } from '../../src/platform/flows/flowErrors';
import type { HttpClient } from '../../src/platform/http/client';

export function languageMatcher(languages: readonly Language[]) {
  return (given: string): Language | undefined => {
    const wanted = given.trim().toLowerCase();
    return languages.find((l) => l.id.toLowerCase() === wanted) ?? languages.find((l) => l.name.toLowerCase() === wanted);
  };
}

/** Ids of the given languages; every unknown one is reported under `field`. */
export async function resolveLanguageIds(
  http: HttpClient,
  request: { source?: string; targets?: readonly string[] },
): Promise<{ sourceLanguageId?: string; targetLanguageIds: string[] }> {
  if (!request.source && !(request.targets ?? []).length) return { targetLanguageIds: [] };
  const find = languageMatcher(await listLanguages(http));
  const errors: Record<string, string> = {};
  const source = request.source ? find(request.source) : undefined;
  if (request.source && !source) errors.sourceLanguageId = `Unknown language '${request.source}'`;
  const unknown = (request.targets ?? []).filter((t) => !find(t));
  if (unknown.length) errors.targetLanguageIds = `Unknown language${unknown.length > 1 ? 's' : ''} '${unknown.join("', '")}'`;
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return {
    sourceLanguageId: source?.id,
    targetLanguageIds: [...new Set((request.targets ?? []).map((t) => find(t)!.id))],
  };
}
