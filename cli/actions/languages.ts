// Language arguments by id ('deu') or name ('German'), checked against a language list before anything is
// sent, so a typo, a disabled language or one machine translation does not offer is exit 2 with a message
// naming it, not a server's 400.
import { listLanguages } from '../../src/platform/api/referenceData';
import type { Language } from '../../src/platform/domain/entities/language';
import { InvalidInputError } from '../../src/platform/flows/flowErrors';
import type { HttpClient } from '../../src/platform/http/client';

export function languageMatcher(languages: readonly Language[]) {
  return (given: string): Language | undefined => {
    const wanted = given.trim().toLowerCase();
    return (
      languages.find((l) => l.id.toLowerCase() === wanted) ??
      languages.find((l) => l.name.toLowerCase() === wanted)
    );
  };
}

/** Where the languages come from: the request form's list, or the machine translation settings' list. */
export interface LanguageChoice {
  languages: readonly Language[];
  /** Said of a language the list does not hold. */
  unknown: (given: string) => string;
}

export const requestFormLanguages = async (http: HttpClient): Promise<LanguageChoice> => ({
  languages: await listLanguages(http),
  unknown: (given) => `Unknown language '${given}'`,
});

export const machineTranslationLanguages = (
  supported: readonly Language[] | null | undefined,
): LanguageChoice => ({
  languages: supported ?? [],
  unknown: (given) => `'${given}' is not a language of machine translation`,
});

/** The language's id, or the problem with it (unknown, or disabled). */
export function checkLanguage(choice: LanguageChoice, given: string): { id: string } | { problem: string } {
  const found = languageMatcher(choice.languages)(given);
  if (!found) return { problem: choice.unknown(given) };
  if (found.isDisabled) return { problem: `${found.name} (${found.id}) is disabled` };
  return { id: found.id };
}

/** Ids of the given languages; every problem is reported under its field, all at once. */
export function resolveLanguages(
  choice: LanguageChoice,
  request: { source?: string; targets?: readonly string[] },
  fields: { source: string; targets: string } = { source: 'sourceLanguageId', targets: 'targetLanguageIds' },
): { sourceLanguageId?: string; targetLanguageIds: string[] } {
  const errors: Record<string, string> = {};
  const source = request.source ? checkLanguage(choice, request.source) : undefined;
  if (source && 'problem' in source) errors[fields.source] = source.problem;
  const targets = (request.targets ?? []).map((t) => checkLanguage(choice, t));
  const problems = targets.flatMap((t) => ('problem' in t ? [t.problem] : []));
  if (problems.length) errors[fields.targets] = problems.join('; ');
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return {
    sourceLanguageId: source && 'id' in source ? source.id : undefined,
    targetLanguageIds: [...new Set(targets.flatMap((t) => ('id' in t ? [t.id] : [])))],
  };
}

/** The request form's languages: ids of the given ids or names. */
export async function resolveLanguageIds(
  http: HttpClient,
  request: { source?: string; targets?: readonly string[] },
): Promise<{ sourceLanguageId?: string; targetLanguageIds: string[] }> {
  if (!request.source && !(request.targets ?? []).length) return { targetLanguageIds: [] };
  return resolveLanguages(await requestFormLanguages(http), request);
}
